// A one-time sign-in link (the account module makes the token and the path; the mail makes it absolute).
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function signInLink(data: MailData<MailTemplate.SIGN_IN_LINK>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  const href = siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams));
  if (data.context === 'purchase') {
    // The first purchase's mail: the account exists, the link opens it without a password.
    const days = Math.max(1, Math.round(data.expiresInMinutes / (24 * 60)));
    return {
      subject: t('mail.accountReady.subject'),
      heading: t('mail.accountReady.heading'),
      blocks: [
        { kind: 'p', text: t('mail.accountReady.ready') },
        { kind: 'p', text: t('mail.accountReady.use', { days }) },
        { kind: 'button', label: t('mail.accountReady.button'), href },
        { kind: 'note', text: t('mail.accountReady.why') },
      ],
    };
  }
  return {
    subject: t('mail.signIn.subject'),
    heading: t('mail.signIn.heading'),
    blocks: [
      { kind: 'p', text: t('mail.signIn.use', { minutes: data.expiresInMinutes }) },
      { kind: 'button', label: t('mail.signIn.button'), href },
      { kind: 'note', text: t('mail.signIn.notYou') },
    ],
  };
}
