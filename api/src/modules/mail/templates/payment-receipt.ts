// The receipt of a paid order: number, item, amount and date, and where to ask about billing.
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { formatAmount, siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function paymentReceipt(data: MailData<MailTemplate.PAYMENT_RECEIPT>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  return {
    subject: t('mail.receipt.subject', { orderNumber: data.orderNumber }),
    heading: t('mail.receipt.heading'),
    blocks: [
      { kind: 'p', text: t('mail.receipt.intro') },
      {
        kind: 'facts',
        rows: [
          [t('mail.receipt.orderNumber'), data.orderNumber],
          [t('mail.receipt.item'), data.itemTitle ?? data.skuCode],
          [t('mail.receipt.amount'), formatAmount(data, ctx.locale)],
          [t('mail.receipt.date'), t('mail.receipt.paidAt', { paidAt: new Date(data.paidAt) })],
        ],
      },
      { kind: 'p', text: t('mail.receipt.keep') },
      { kind: 'button', label: t('mail.receipt.support'), href: siteLink(ctx.publicUrl, `/support/${data.exam}`, ctx.locale) },
    ],
  };
}
