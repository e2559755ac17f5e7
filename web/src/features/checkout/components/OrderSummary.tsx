// The totals of the offer and payment screens: listed price, discount, total due today, savings and what follows.
export interface SummaryRows {
  title: string;
  listLabel: string;
  list: string;
  discountLabel?: string;
  discount?: string | null;
  dueLabel: string;
  due: string;
  savings?: string | null;
  then?: string | null;
}

export function OrderSummary({ title, listLabel, list, discountLabel, discount, dueLabel, due, savings, then }: SummaryRows) {
  return (
    <section className="co-summary" aria-labelledby="co-summary-title">
      <h3 id="co-summary-title" className="co-summary__title">{title}</h3>
      <dl className="co-summary__rows">
        <div className="co-summary__row"><dt>{listLabel}</dt><dd>{list}</dd></div>
        {discount && <div className="co-summary__row co-summary__row--discount"><dt>{discountLabel}</dt><dd>−{discount}</dd></div>}
        <div className="co-summary__row co-summary__row--total"><dt>{dueLabel}</dt><dd data-testid="due-today">{due}</dd></div>
      </dl>
      {savings && <p className="co-summary__savings">{savings}</p>}
      {then && <p className="co-summary__then">{then}</p>}
    </section>
  );
}
