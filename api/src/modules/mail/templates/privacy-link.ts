// One-time links for privacy self-service without an account: download my data, delete my data, and confirming a new
// address before an order moves to it. Each says what the link does, how long it lasts, and what to do if unexpected.
import { translator, type MessageId } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

type Purpose = MailData<MailTemplate.PRIVACY_LINK>['purpose'];
const KEY: Record<Purpose, 'export' | 'delete' | 'confirmEmail'> = { export: 'export', delete: 'delete', 'confirm-email': 'confirmEmail' };

export function privacyLink(data: MailData<MailTemplate.PRIVACY_LINK>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const key = KEY[data.purpose];
  const id = (part: 'subject' | 'text' | 'button') => `mail.privacyLink.${part}.${key}` as MessageId;
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  const href = siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams));
  return {
    subject: t(id('subject')),
    heading: t(id('subject')),
    blocks: [
      { kind: 'p', text: t(id('text')) },
      { kind: 'button', label: t(id('button')), href },
      { kind: 'p', text: t('mail.privacyLink.expires', { minutes: data.expiresInMinutes }) },
      { kind: 'note', text: t('mail.privacyLink.notYou') },
    ],
  };
}
