// A verification code (password reset, email check): the code, how long it lasts, and what to do if unexpected.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: string;
  heading: string;
  enter: (minutes: number) => string;
  notYou: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: 'Your Mindprint verification code',
    heading: 'Your verification code',
    enter: (minutes) => `Enter this code to continue. It expires in ${minutes} minutes.`,
    notYou: 'If you did not ask for a code, you can ignore this email.',
  },
  CN: {
    subject: '您的 Mindprint 验证码',
    heading: '您的验证码',
    enter: (minutes) => `请输入此验证码以继续。验证码将在 ${minutes} 分钟后失效。`,
    notYou: '如果您没有请求验证码，请忽略此邮件。',
  },
  FR: {
    subject: 'Votre code de vérification Mindprint',
    heading: 'Votre code de vérification',
    enter: (minutes) => `Saisissez ce code pour continuer. Il expire dans ${minutes} minutes.`,
    notYou: 'Si vous n\u2019avez pas demandé de code, vous pouvez ignorer cet e-mail.',
  },
  ES: {
    subject: 'Tu código de verificación de Mindprint',
    heading: 'Tu código de verificación',
    enter: (minutes) => `Introduce este código para continuar. Caduca en ${minutes} minutos.`,
    notYou: 'Si no pediste ningún código, puedes ignorar este correo.',
  },
  JA: {
    subject: 'Mindprint の認証コード',
    heading: '認証コード',
    enter: (minutes) => `続行するには、このコードを入力してください。有効期限は${minutes}分です。`,
    notYou: 'お心当たりがない場合は、このメールを破棄してください。',
  },
  HK: {
    subject: '你的 Mindprint 驗證碼',
    heading: '你的驗證碼',
    enter: (minutes) => `請輸入此驗證碼以繼續。驗證碼會在 ${minutes} 分鐘後失效。`,
    notYou: '如你並未要求驗證碼，請忽略此電郵。',
  },
  DE: {
    subject: 'Dein Mindprint-Bestätigungscode',
    heading: 'Dein Bestätigungscode',
    enter: (minutes) => `Gib diesen Code ein, um fortzufahren. Er läuft in ${minutes} Minuten ab.`,
    notYou: 'Wenn du keinen Code angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  PT: {
    subject: 'Seu código de verificação do Mindprint',
    heading: 'Seu código de verificação',
    enter: (minutes) => `Digite este código para continuar. Ele expira em ${minutes} minutos.`,
    notYou: 'Se você não pediu um código, pode ignorar este e-mail.',
  },
  KR: {
    subject: 'Mindprint 인증 코드',
    heading: '인증 코드',
    enter: (minutes) => `계속하려면 이 코드를 입력하세요. 코드는 ${minutes}분 후에 만료됩니다.`,
    notYou: '코드를 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  },
};

export function verificationCode(data: MailData<MailTemplate.VERIFICATION_CODE>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  return {
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'code', text: data.code },
      { kind: 'p', text: copy.enter(data.expiresInMinutes) },
      { kind: 'note', text: copy.notYou },
    ],
  };
}
