// REST routes of receipts: the signed-in member's payment as an HTML page or a PDF; anyone else's answers 404.
import { z } from 'zod';
import { RestFile, type RestRoute } from '../../../http/rest-kit.js';
import { AppError } from '../../../shared/errors.js';
import { parseLocale, resolveLocale } from '../../../shared/locale.js';
import { requireViewer } from '../account.session.js';
import { memberPayment } from './member-billing.js';
import { receiptHtml, type ReceiptData } from './receipt.js';

const params = z.object({ orderId: z.string().max(64) });
const query = z.object({ hl: z.string().max(16).optional() });

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
    description: 'The signed-in member\'s receipt for one payment, as an HTML page (401 signed out, 404 for anyone else\'s order).',
    schemas: { params, query, data: z.file().mime('text/html').describe('text/html') },
    handler: async (ctx, req) => {
      const data = await receiptData(ctx, req.query.hl);
      return new RestFile(Buffer.from(receiptHtml(data), 'utf8'), 'text/html; charset=utf-8', `receipt-${data.payment.orderNumber}.html`, 'inline');
    },
  },
  {
    method: 'get',
    path: '/user/receipt/:orderId/pdf',
    description: 'The same receipt as a PDF.',
    schemas: { params, query, data: z.file().mime('application/pdf').describe('application/pdf') },
    handler: async (ctx, req) => {
      const data = await receiptData(ctx, req.query.hl);
      const { receiptPdf } = await import('./receipt-pdf.js');
      return new RestFile(await receiptPdf(data), 'application/pdf', `receipt-${data.payment.orderNumber}.pdf`);
    },
  },
];
