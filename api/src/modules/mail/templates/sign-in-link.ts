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

/** The first purchase's mail: the account exists, the link opens it without a password. */
interface PurchaseCopy {
  subject: string;
  heading: string;
  ready: string;
  use: (days: number) => string;
  button: string;
  why: string;
}

const PURCHASE_COPY: Record<Locale, PurchaseCopy> = {
  EN: {
    subject: 'Your Mindprint account is ready',
    heading: 'Your personal centre is ready',
    ready: 'Your reports are kept in your personal centre, where you can read them again and download the PDF at any time.',
    use: (days) => `Open it with the button below, no password needed. The link works once and expires in ${days} days; later you can ask for a new link or set a password.`,
    button: 'Open my personal centre',
    why: 'You are receiving this email because a report was bought with this address.',
  },
  CN: {
    subject: '您的 Mindprint 账户已就绪',
    heading: '您的个人中心已就绪',
    ready: '您的报告保存在个人中心，随时可以再次阅读并下载 PDF。',
    use: (days) => `点击下方按钮即可进入，无需密码。此链接仅可使用一次，将在 ${days} 天后失效；之后您可以重新获取链接或设置密码。`,
    button: '进入我的个人中心',
    why: '您收到此邮件，是因为有人使用此邮箱购买了报告。',
  },
  FR: {
    subject: 'Votre compte Mindprint est prêt',
    heading: 'Votre espace personnel est prêt',
    ready: 'Vos rapports sont conservés dans votre espace personnel : vous pouvez les relire et télécharger le PDF à tout moment.',
    use: (days) => `Ouvrez-le avec le bouton ci-dessous, sans mot de passe. Le lien ne fonctionne qu\u2019une fois et expire dans ${days} jours ; ensuite, vous pourrez demander un nouveau lien ou choisir un mot de passe.`,
    button: 'Ouvrir mon espace personnel',
    why: 'Vous recevez cet e-mail parce qu\u2019un rapport a été acheté avec cette adresse.',
  },
  ES: {
    subject: 'Tu cuenta de Mindprint está lista',
    heading: 'Tu área personal está lista',
    ready: 'Tus informes se guardan en tu área personal, donde puedes volver a leerlos y descargar el PDF cuando quieras.',
    use: (days) => `Ábrela con el botón de abajo, sin contraseña. El enlace funciona una sola vez y caduca en ${days} días; después podrás pedir un enlace nuevo o crear una contraseña.`,
    button: 'Abrir mi área personal',
    why: 'Recibes este correo porque se compró un informe con esta dirección.',
  },
  JA: {
    subject: 'Mindprint アカウントの準備ができました',
    heading: 'マイページの準備ができました',
    ready: 'レポートはマイページに保存されており、いつでも読み直したり PDF をダウンロードしたりできます。',
    use: (days) => `下のボタンから、パスワードなしで開けます。リンクは1回のみ有効で、${days}日後に期限切れになります。その後は新しいリンクを依頼するか、パスワードを設定してください。`,
    button: 'マイページを開く',
    why: 'このメールアドレスでレポートが購入されたため、このメールをお送りしています。',
  },
  HK: {
    subject: '你的 Mindprint 帳戶已準備好',
    heading: '你的個人中心已準備好',
    ready: '你的報告已保存在個人中心，可隨時重新閱讀及下載 PDF。',
    use: (days) => `按下方按鈕即可進入，無需密碼。此連結只可使用一次，並會在 ${days} 天後失效；之後你可重新索取連結或設定密碼。`,
    button: '進入我的個人中心',
    why: '你收到此電郵，是因為有人使用此電郵地址購買了報告。',
  },
  DE: {
    subject: 'Dein Mindprint-Konto ist bereit',
    heading: 'Dein persönlicher Bereich ist bereit',
    ready: 'Deine Berichte liegen in deinem persönlichen Bereich: Du kannst sie jederzeit wieder lesen und als PDF herunterladen.',
    use: (days) => `Öffne ihn über den Button unten, ganz ohne Passwort. Der Link funktioniert nur einmal und läuft in ${days} Tagen ab; danach kannst du einen neuen Link anfordern oder ein Passwort festlegen.`,
    button: 'Meinen Bereich öffnen',
    why: 'Du erhältst diese E-Mail, weil mit dieser Adresse ein Bericht gekauft wurde.',
  },
  PT: {
    subject: 'Sua conta Mindprint está pronta',
    heading: 'Sua área pessoal está pronta',
    ready: 'Seus relatórios ficam guardados na sua área pessoal, onde você pode relê-los e baixar o PDF quando quiser.',
    use: (days) => `Abra-a pelo botão abaixo, sem senha. O link funciona uma única vez e expira em ${days} dias; depois você pode pedir um novo link ou criar uma senha.`,
    button: 'Abrir minha área pessoal',
    why: 'Você recebeu este e-mail porque um relatório foi comprado com este endereço.',
  },
  KR: {
    subject: 'Mindprint 계정이 준비되었습니다',
    heading: '마이페이지가 준비되었습니다',
    ready: '보고서는 마이페이지에 보관되어 있으며 언제든지 다시 읽고 PDF로 내려받을 수 있습니다.',
    use: (days) => `아래 버튼을 누르면 비밀번호 없이 열 수 있습니다. 이 링크는 한 번만 사용할 수 있으며 ${days}일 후에 만료됩니다. 이후에는 새 링크를 요청하거나 비밀번호를 설정하세요.`,
    button: '마이페이지 열기',
    why: '이 주소로 보고서가 구매되어 이 이메일을 보내 드립니다.',
  },
};

export function signInLink(data: MailData<MailTemplate.SIGN_IN_LINK>, ctx: TemplateContext): MailContent {
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  const href = siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams));
  if (data.context === 'purchase') {
    const copy = PURCHASE_COPY[ctx.locale];
    return {
      subject: copy.subject,
      heading: copy.heading,
      blocks: [
        { kind: 'p', text: copy.ready },
        { kind: 'p', text: copy.use(Math.max(1, Math.round(data.expiresInMinutes / (24 * 60)))) },
        { kind: 'button', label: copy.button, href },
        { kind: 'note', text: copy.why },
      ],
    };
  }
  const copy = COPY[ctx.locale];
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
