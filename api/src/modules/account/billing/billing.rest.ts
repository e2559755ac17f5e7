// REST routes of receipts: the signed-in member's payment as an HTML page or a PDF; anyone else's answers 404.
import { RestFile, type RestRoute } from '../../../http/rest-kit.js';
import { AppError } from '../../../shared/errors.js';
import { parseLocale, resolveLocale } from '../../../shared/locale.js';
import { requireViewer } from '../account.session.js';
import { memberPayment } from './member-billing.js';
import { receiptHtml, receiptPdf, type ReceiptData } from './receipt.js';

const notFound = () => new AppError('RECEIPT_NOT_FOUND', 'not_found', 'No such receipt.');

async function receiptData(ctx: Parameters<RestRoute['handler']>[0], query: unknown): Promise<ReceiptData> {
  const user = await requireViewer(ctx.auth);
  const asked = typeof query === 'string' ? parseLocale(query) : undefined;
  const found = await memberPayment(ctx.em, user, ctx.params.orderId ?? '', resolveLocale(asked ?? undefined, ctx.locale));
  if (!found) throw notFound();
  const locale = asked ?? parseLocale(found.order.locale) ?? ctx.locale;
  return { payment: found.payment, email: found.order.email ?? user.email, provider: found.order.provider, locale };
}

export const billingRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/user/receipt/:orderId',
    handler: async (ctx, req) => {
      const data = await receiptData(ctx, req.query.hl);
      return new RestFile(Buffer.from(receiptHtml(data), 'utf8'), 'text/html; charset=utf-8', `receipt-${data.payment.orderNumber}.html`, 'inline');
    },
  },
  {
    method: 'get',
    path: '/user/receipt/:orderId/pdf',
    handler: async (ctx, req) => {
      const data = await receiptData(ctx, req.query.hl);
      return new RestFile(await receiptPdf(data), 'application/pdf', `receipt-${data.payment.orderNumber}.pdf`);
    },
  },
];
