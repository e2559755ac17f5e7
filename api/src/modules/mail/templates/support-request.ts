// A contact-form message or refund request as support receives it (sent in English: it goes to the team), priority
// support marked in the subject so members are answered first.
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function supportRequest(data: MailData<MailTemplate.SUPPORT_REQUEST>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const priority = data.priority ? 'yes' : 'no';
  const subject = t('mail.supportRequest.subject', { reference: data.reference, priority, kind: data.kind, topic: data.topic });
  return {
    subject: data.orderNumber ? t('common.itemDetail', { text: subject, detail: data.orderNumber }) : subject,
    heading: t('mail.supportRequest.heading', { kind: data.kind }),
    blocks: [
      {
        kind: 'facts',
        rows: [
          [t('mail.supportRequest.reference'), data.reference],
          [t('mail.supportRequest.from'), data.from],
          [t('mail.supportRequest.topic'), data.topic],
          [t('mail.supportRequest.order'), data.orderNumber ?? '-'],
          [t('mail.supportRequest.language'), data.language],
          [t('mail.supportRequest.priority'), t('mail.supportRequest.priorityValue', { priority })],
        ],
      },
      { kind: 'p', text: data.message },
      { kind: 'note', text: t('mail.supportRequest.note') },
    ],
  };
}
