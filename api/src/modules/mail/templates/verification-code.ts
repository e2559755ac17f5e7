// A verification code (password reset, email check): the code, how long it lasts, and what to do if unexpected.
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

export function verificationCode(data: MailData<MailTemplate.VERIFICATION_CODE>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  return {
    subject: t('mail.verificationCode.subject'),
    heading: t('mail.verificationCode.heading'),
    blocks: [
      { kind: 'code', text: data.code },
      { kind: 'p', text: t('mail.verificationCode.enter', { minutes: data.expiresInMinutes }) },
      { kind: 'note', text: t('mail.verificationCode.notYou') },
    ],
  };
}
