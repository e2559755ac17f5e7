// A one-time sign-in link (the account module makes the token and the path; the mail makes it absolute).
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: string;
  heading: string;
  use: (minutes: number) => string;
  button: string;
  notYou: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: 'Your Mindprint sign-in link',
    heading: 'Sign in to Mindprint',
    use: (minutes) => `Use the button below to sign in. The link works once and expires in ${minutes} minutes.`,
    button: 'Sign in',
    notYou: 'If you did not try to sign in, you can ignore this email; your account stays safe.',
  },
  CN: {
    subject: '您的 Mindprint 登录链接',
    heading: '登录 Mindprint',
    use: (minutes) => `点击下方按钮即可登录。此链接仅可使用一次，将在 ${minutes} 分钟后失效。`,
    button: '登录',
    notYou: '如果您没有尝试登录，请忽略此邮件，您的账户依然安全。',
  },
  FR: {
    subject: 'Votre lien de connexion Mindprint',
    heading: 'Connexion à Mindprint',
    use: (minutes) => `Utilisez le bouton ci-dessous pour vous connecter. Le lien ne fonctionne qu\u2019une fois et expire dans ${minutes} minutes.`,
    button: 'Se connecter',
    notYou: 'Si vous n\u2019avez pas essayé de vous connecter, ignorez cet e-mail : votre compte reste protégé.',
  },
  ES: {
    subject: 'Tu enlace de acceso a Mindprint',
    heading: 'Inicia sesión en Mindprint',
    use: (minutes) => `Usa el botón de abajo para iniciar sesión. El enlace funciona una sola vez y caduca en ${minutes} minutos.`,
    button: 'Iniciar sesión',
    notYou: 'Si no intentaste iniciar sesión, ignora este correo: tu cuenta sigue segura.',
  },
  JA: {
    subject: 'Mindprint ログイン用リンク',
    heading: 'Mindprint にログイン',
    use: (minutes) => `下のボタンからログインしてください。リンクは1回のみ有効で、${minutes}分後に期限切れになります。`,
    button: 'ログイン',
    notYou: 'ログインを試みていない場合は、このメールを破棄してください。アカウントは安全です。',
  },
  HK: {
    subject: '你的 Mindprint 登入連結',
    heading: '登入 Mindprint',
    use: (minutes) => `按下方按鈕即可登入。此連結只可使用一次，並會在 ${minutes} 分鐘後失效。`,
    button: '登入',
    notYou: '如你並未嘗試登入，請忽略此電郵，你的帳戶依然安全。',
  },
  DE: {
    subject: 'Dein Anmeldelink für Mindprint',
    heading: 'Bei Mindprint anmelden',
    use: (minutes) => `Melde dich über den Button unten an. Der Link funktioniert nur einmal und läuft in ${minutes} Minuten ab.`,
    button: 'Anmelden',
    notYou: 'Wenn du dich nicht anmelden wolltest, ignoriere diese E-Mail einfach; dein Konto bleibt sicher.',
  },
  PT: {
    subject: 'Seu link de acesso ao Mindprint',
    heading: 'Entrar no Mindprint',
    use: (minutes) => `Use o botão abaixo para entrar. O link funciona uma única vez e expira em ${minutes} minutos.`,
    button: 'Entrar',
    notYou: 'Se você não tentou entrar, ignore este e-mail: sua conta continua segura.',
  },
  KR: {
    subject: 'Mindprint 로그인 링크',
    heading: 'Mindprint에 로그인',
    use: (minutes) => `아래 버튼을 눌러 로그인하세요. 이 링크는 한 번만 사용할 수 있으며 ${minutes}분 후에 만료됩니다.`,
    button: '로그인',
    notYou: '로그인을 시도하지 않으셨다면 이 이메일을 무시하세요. 계정은 안전합니다.',
  },
};

export function signInLink(data: MailData<MailTemplate.SIGN_IN_LINK>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  const href = siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams));
  return {
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'p', text: copy.use(data.expiresInMinutes) },
      { kind: 'button', label: copy.button, href },
      { kind: 'note', text: copy.notYou },
    ],
  };
}
