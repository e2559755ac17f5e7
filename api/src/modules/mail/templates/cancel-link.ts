// The one-time link of the public cancellation form: only the holder of the mailbox can cancel with it.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: string;
  heading: string;
  asked: string;
  use: (minutes: number) => string;
  button: string;
  notYou: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: 'Confirm the cancellation of your Mindprint subscription',
    heading: 'Cancel your subscription',
    asked: 'Someone asked on our website to cancel the subscription of this email address.',
    use: (minutes) => `To cancel it, use the button below. The link works once and expires in ${minutes} minutes. You keep what you paid for until the end of the current period.`,
    button: 'Cancel my subscription',
    notYou: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  CN: {
    subject: '确认取消你的 Mindprint 订阅',
    heading: '取消订阅',
    asked: '有人在我们的网站上申请取消此邮箱地址的订阅。',
    use: (minutes) => `如需取消，请点击下方按钮。此链接仅可使用一次，将在 ${minutes} 分钟后失效。在当前计费周期结束前，你已付费的内容仍可继续使用。`,
    button: '取消我的订阅',
    notYou: '如果这不是你本人的操作，请忽略此邮件，你的订阅不会有任何变化。',
  },
  FR: {
    subject: 'Confirmez la résiliation de votre abonnement Mindprint',
    heading: 'Résilier votre abonnement',
    asked: 'Quelqu\u2019un a demandé sur notre site la résiliation de l\u2019abonnement lié à cette adresse e-mail.',
    use: (minutes) => `Pour le résilier, utilisez le bouton ci-dessous. Le lien ne fonctionne qu\u2019une fois et expire dans ${minutes} minutes. Vous gardez ce que vous avez payé jusqu\u2019à la fin de la période en cours.`,
    button: 'Résilier mon abonnement',
    notYou: 'Si vous n\u2019êtes pas à l\u2019origine de cette demande, ignorez cet e-mail : rien ne change.',
  },
  ES: {
    subject: 'Confirma la cancelación de tu suscripción a Mindprint',
    heading: 'Cancelar tu suscripción',
    asked: 'Alguien ha pedido en nuestro sitio web cancelar la suscripción de esta dirección de correo.',
    use: (minutes) => `Para cancelarla, usa el botón de abajo. El enlace funciona una sola vez y caduca en ${minutes} minutos. Conservas lo que pagaste hasta el final del periodo actual.`,
    button: 'Cancelar mi suscripción',
    notYou: 'Si no lo has pedido tú, ignora este correo: no cambia nada.',
  },
  JA: {
    subject: 'Mindprint サブスクリプション解約の確認',
    heading: 'サブスクリプションの解約',
    asked: '当サイトで、このメールアドレスのサブスクリプションを解約する手続きが行われました。',
    use: (minutes) => `解約するには下のボタンを押してください。リンクは1回のみ有効で、${minutes} 分後に期限切れとなります。お支払い済みの内容は現在の期間の終わりまでご利用いただけます。`,
    button: 'サブスクリプションを解約する',
    notYou: 'お心当たりがない場合は、このメールを無視してください。何も変更されません。',
  },
  HK: {
    subject: '確認取消你的 Mindprint 訂閱',
    heading: '取消訂閱',
    asked: '有人在我們的網站上申請取消此電郵地址的訂閱。',
    use: (minutes) => `如要取消，請按下方按鈕。此連結只可使用一次，並會在 ${minutes} 分鐘後失效。已付費的內容在目前週期完結前仍可繼續使用。`,
    button: '取消我的訂閱',
    notYou: '如非你本人提出，請忽略此電郵，你的訂閱不會有任何改變。',
  },
  DE: {
    subject: 'Bestätige die Kündigung deines Mindprint-Abos',
    heading: 'Abo kündigen',
    asked: 'Auf unserer Website wurde die Kündigung des Abos dieser E-Mail-Adresse angefordert.',
    use: (minutes) => `Zum Kündigen nutze die Schaltfläche unten. Der Link funktioniert einmal und läuft in ${minutes} Minuten ab. Was du bezahlt hast, bleibt bis zum Ende des laufenden Zeitraums nutzbar.`,
    button: 'Mein Abo kündigen',
    notYou: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
  },
  PT: {
    subject: 'Confirme o cancelamento da sua assinatura Mindprint',
    heading: 'Cancelar sua assinatura',
    asked: 'Alguém pediu em nosso site o cancelamento da assinatura deste endereço de e-mail.',
    use: (minutes) => `Para cancelar, use o botão abaixo. O link funciona uma única vez e expira em ${minutes} minutos. Você mantém o que pagou até o fim do período atual.`,
    button: 'Cancelar minha assinatura',
    notYou: 'Se não foi você que pediu, ignore este e-mail: nada muda.',
  },
  KR: {
    subject: 'Mindprint 구독 해지 확인',
    heading: '구독 해지',
    asked: '저희 웹사이트에서 이 이메일 주소의 구독 해지가 요청되었습니다.',
    use: (minutes) => `해지하려면 아래 버튼을 누르세요. 링크는 한 번만 사용할 수 있으며 ${minutes}분 후 만료됩니다. 결제하신 내용은 현재 기간이 끝날 때까지 계속 이용하실 수 있습니다.`,
    button: '구독 해지하기',
    notYou: '요청하신 적이 없다면 이 메일을 무시하세요. 아무것도 변경되지 않습니다.',
  },
};

export function cancelLink(data: MailData<MailTemplate.CANCEL_LINK>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  return {
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'p', text: copy.asked },
      { kind: 'p', text: copy.use(data.expiresInMinutes) },
      { kind: 'button', label: copy.button, href: siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams)) },
      { kind: 'note', text: copy.notYou },
    ],
  };
}
