// The download name of a report PDF (SPEC section 7): the order number, else 'file'.

const SAFE_ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** '<orderNumber>.pdf', or 'file.pdf' without an order number or with one unsafe to put in a Content-Disposition header. */
export function reportFileName(orderNumber?: string | null): string {
  const trimmed = orderNumber?.trim();
  return trimmed && SAFE_ORDER_NUMBER.test(trimmed) ? `${trimmed}.pdf` : 'file.pdf';
}
