// The confirmation a person gets after writing to support or asking for a refund: the reference, what happens next and
// when (within one working day with priority support, else usually two).
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function supportConfirmation(data: MailData<MailTemplate.SUPPORT_CONFIRMATION>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const refund = data.orderNumber && data.kind === 'refund';
  const next = refund
    ? t(data.priority ? 'mail.supportConfirmation.refundPriority' : 'mail.supportConfirmation.refund', { orderNumber: data.orderNumber! })
    : t(data.priority ? 'mail.supportConfirmation.questionPriority' : 'mail.supportConfirmation.question');
  return {
    subject: t('mail.supportConfirmation.subject', { reference: data.reference }),
    heading: t('mail.supportConfirmation.heading'),
    blocks: [
      { kind: 'p', text: next },
      { kind: 'facts', rows: [[t('mail.supportConfirmation.reference'), data.reference]] },
      { kind: 'note', text: t('common.labelValue', { label: t('mail.supportConfirmation.yours'), value: data.message }) },
    ],
  };
}
