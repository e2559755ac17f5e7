// A contact-form message or refund request as support receives it (in English: it goes to the team, not the person).
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function supportRequest(data: MailData<MailTemplate.SUPPORT_REQUEST>, _ctx: TemplateContext): MailContent {
  const refund = data.kind === 'refund';
  return {
    subject: `[${data.reference}] ${refund ? 'Refund request' : 'Support'}: ${data.topic}${data.orderNumber ? ` (${data.orderNumber})` : ''}`,
    heading: refund ? 'Refund request' : 'Message from the contact form',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Reference', data.reference],
          ['From', data.from],
          ['Topic', data.topic],
          ['Order', data.orderNumber ?? '-'],
          ['Language', data.language],
        ],
      },
      { kind: 'p', text: data.message },
      { kind: 'note', text: 'Reply to the sender\u2019s address. The request is also listed by `npm run support:list`.' },
    ],
  };
}
