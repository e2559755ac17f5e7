// The reminder a day before a free trial converts: when it ends, what it renews into at what price, and a
// one-step cancel link (the cancel page with the subscription's cancel token).
import { joinSentences, translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { formatAmount, siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function trialReminder(data: MailData<MailTemplate.TRIAL_REMINDER>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const chargesAt = new Date(data.chargesAt);
  const price = formatAmount(data, ctx.locale);
  const pricePer = data.interval ? t('mail.trialReminder.pricePer', { price, interval: data.interval, count: data.intervalCount ?? 1 }) : price;
  const plan = data.planTitle ?? t('mail.trialReminder.defaultPlan');
  const cancelHref = siteLink(ctx.publicUrl, `/cancel/subscription/${data.exam}`, ctx.locale,
    data.cancelToken ? { s: data.cancelToken } : {});
  return {
    subject: t('mail.trialReminder.subject', { chargesAt }),
    heading: t('mail.trialReminder.heading'),
    blocks: [
      { kind: 'p', text: joinSentences(ctx.locale, t('mail.trialReminder.ends', { chargesAt }), t('mail.trialReminder.renews', { plan, pricePer })) },
      { kind: 'p', text: t('mail.trialReminder.keep') },
      { kind: 'button', label: t('mail.trialReminder.cancel'), href: cancelHref },
      { kind: 'note', text: t('mail.trialReminder.oneStep') },
    ],
  };
}
