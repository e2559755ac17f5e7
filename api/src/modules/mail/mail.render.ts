// Renders an outbox row into subject, HTML and plain text in its language; the delivery job and the development
// mailbox both use it, so what the mailbox shows is what is sent.
import type { Locale } from '../../shared/locale.js';
import { MAIL_DATA, type MailData } from './mail.data.js';
import { MailTemplate } from './mail-outbox.entity.js';
import { cancellationConfirmation } from './templates/cancellation-confirmation.js';
import { renderContent, type MailContent, type RenderedMail } from './templates/layout.js';
import { paymentReceipt } from './templates/payment-receipt.js';
import { reportReady } from './templates/report-ready.js';
import { signInLink } from './templates/sign-in-link.js';
import type { TemplateContext } from './templates/template.js';
import { trialReminder } from './templates/trial-reminder.js';
import { verificationCode } from './templates/verification-code.js';
import { cancelLink } from './templates/cancel-link.js';
import { privacyLink } from './templates/privacy-link.js';
import { supportConfirmation } from './templates/support-confirmation.js';
import { supportRequest } from './templates/support-request.js';

export type { RenderedMail } from './templates/layout.js';

const COMPOSERS: { [T in MailTemplate]: (data: MailData<T>, ctx: TemplateContext) => MailContent } = {
  [MailTemplate.REPORT_READY]: reportReady,
  [MailTemplate.TRIAL_REMINDER]: trialReminder,
  [MailTemplate.CANCELLATION_CONFIRMATION]: cancellationConfirmation,
  [MailTemplate.PAYMENT_RECEIPT]: paymentReceipt,
  [MailTemplate.SIGN_IN_LINK]: signInLink,
  [MailTemplate.VERIFICATION_CODE]: verificationCode,
  [MailTemplate.CANCEL_LINK]: cancelLink,
  [MailTemplate.SUPPORT_REQUEST]: supportRequest,
  [MailTemplate.SUPPORT_CONFIRMATION]: supportConfirmation,
  [MailTemplate.PRIVACY_LINK]: privacyLink,
};

/** A row whose data does not fit its template: sending it again would fail again. */
export class MailDataError extends Error {
  override name = 'MailDataError';
}

export interface RenderOptions {
  publicUrl: string;
  hasAttachments?: boolean;
}

export interface MailToRender {
  template: MailTemplate;
  locale: Locale;
  data: Record<string, unknown>;
}

function compose<T extends MailTemplate>(template: T, data: unknown, ctx: TemplateContext): MailContent {
  const parsed = MAIL_DATA[template].safeParse(data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'data'))].join(', ');
    throw new MailDataError(`The ${template} data does not fit its template (${fields}).`);
  }
  return COMPOSERS[template](parsed.data as MailData<T>, ctx);
}

export function renderMail(mail: MailToRender, options: RenderOptions): RenderedMail {
  const locale: Locale = mail.locale;
  const ctx: TemplateContext = { locale, publicUrl: options.publicUrl, hasAttachments: options.hasAttachments ?? false };
  return renderContent(compose(mail.template, mail.data, ctx), locale);
}
