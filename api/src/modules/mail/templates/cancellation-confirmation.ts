// Confirms a cancelled subscription: nothing more is charged, and until when the paid (or trial) time lasts.
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function cancellationConfirmation(data: MailData<MailTemplate.CANCELLATION_CONFIRMATION>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  return {
    subject: t('mail.cancellation.subject'),
    heading: t('mail.cancellation.heading'),
    blocks: [
      { kind: 'p', text: t('mail.cancellation.done') },
      { kind: 'p', text: data.endedNow ? t('mail.cancellation.ended') : t('mail.cancellation.until', { accessUntil: new Date(data.accessUntil) }) },
      { kind: 'p', text: t('mail.cancellation.changedMind') },
      { kind: 'button', label: t('mail.cancellation.visit'), href: siteLink(ctx.publicUrl, `/landing/founder/${data.exam}`, ctx.locale) },
    ],
  };
}
