// The member's payments, newest first: what, when, how much, and its receipt as a page and as a PDF.
export interface PaymentItem {
  id: string;
  title: string;
  date: string;
  amount: string;
  refunded: string | null;
  /** Accessible names of the two receipt links, naming the payment. */
  receipt: { href: string; label: string; name: string };
  receiptPdf: { href: string; label: string; name: string };
}

export function PaymentList({ items }: { items: readonly PaymentItem[] }) {
  return (
    <ul className="acc-reports acc-billing__payments">
      {items.map((item) => (
        <li key={item.id} className="acc-report">
          <div className="acc-report__head">
            <h4 className="acc-report__name">{item.title}</h4>
            <span className="acc-billing__amount">{item.amount}</span>
            {item.refunded && <span className="tag">{item.refunded}</span>}
          </div>
          <p className="acc-report__date">{item.date}</p>
          <p className="button-row">
            <a className="button button--secondary button--small" href={item.receipt.href} target="_blank" rel="noopener" aria-label={item.receipt.name}>
              {item.receipt.label}
            </a>
            <a className="button button--secondary button--small" href={item.receiptPdf.href} download aria-label={item.receiptPdf.name}>
              {item.receiptPdf.label}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
