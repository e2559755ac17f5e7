// The one-time link of the public cancellation form: only the holder of the mailbox can cancel with it.
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function cancelLink(data: MailData<MailTemplate.CANCEL_LINK>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  return {
    subject: t('mail.cancelLink.subject'),
    heading: t('mail.cancelLink.heading'),
    blocks: [
      { kind: 'p', text: t('mail.cancelLink.asked') },
      { kind: 'p', text: t('mail.cancelLink.use', { minutes: data.expiresInMinutes }) },
      { kind: 'button', label: t('mail.cancelLink.button'), href: siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams)) },
      { kind: 'note', text: t('mail.cancelLink.notYou') },
    ],
  };
}
