// Confirms a cancelled subscription: nothing more is charged, and until when the paid (or trial) time lasts.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { formatDateTime, siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: string;
  heading: string;
  done: string;
  until: (date: string) => string;
  ended: string;
  changedMind: string;
  visit: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: 'Your subscription has been cancelled',
    heading: 'Cancellation confirmed',
    done: 'Your Mindprint subscription has been cancelled. You will not be charged again.',
    until: (date) => `You keep access until ${date}.`,
    ended: 'Your access has ended.',
    changedMind: 'Changed your mind? You can choose a new plan on the website at any time.',
    visit: 'Go to Mindprint',
  },
  CN: {
    subject: '您的订阅已取消',
    heading: '已确认取消',
    done: '您的 Mindprint 订阅已取消，我们不会再向您收取任何费用。',
    until: (date) => `在 ${date} 之前，您仍可继续使用。`,
    ended: '您的使用权限已结束。',
    changedMind: '改变主意了？您可以随时在网站上重新选择方案。',
    visit: '前往 Mindprint',
  },
  FR: {
    subject: 'Votre abonnement a été annulé',
    heading: 'Annulation confirmée',
    done: 'Votre abonnement Mindprint a été annulé. Vous ne serez plus débité.',
    until: (date) => `Vous conservez l\u2019accès jusqu\u2019au ${date}.`,
    ended: 'Votre accès a pris fin.',
    changedMind: 'Vous avez changé d\u2019avis ? Vous pouvez choisir une nouvelle formule sur le site à tout moment.',
    visit: 'Aller sur Mindprint',
  },
  ES: {
    subject: 'Tu suscripción ha sido cancelada',
    heading: 'Cancelación confirmada',
    done: 'Tu suscripción a Mindprint ha sido cancelada. No se te volverá a cobrar.',
    until: (date) => `Conservas el acceso hasta el ${date}.`,
    ended: 'Tu acceso ha terminado.',
    changedMind: '¿Cambiaste de opinión? Puedes elegir un nuevo plan en el sitio web cuando quieras.',
    visit: 'Ir a Mindprint',
  },
  JA: {
    subject: 'サブスクリプションを解約しました',
    heading: '解約が完了しました',
    done: 'Mindprint のサブスクリプションを解約しました。今後、料金が請求されることはありません。',
    until: (date) => `${date} まで引き続きご利用いただけます。`,
    ended: 'ご利用期間は終了しました。',
    changedMind: 'お気持ちが変わった場合は、いつでもウェブサイトから新しいプランをお選びいただけます。',
    visit: 'Mindprint へ移動',
  },
  HK: {
    subject: '你的訂閱已取消',
    heading: '已確認取消',
    done: '你的 Mindprint 訂閱已取消，我們不會再向你收取任何費用。',
    until: (date) => `你在 ${date} 前仍可繼續使用。`,
    ended: '你的使用權限已經結束。',
    changedMind: '改變主意？你可隨時在網站上重新選擇計劃。',
    visit: '前往 Mindprint',
  },
  DE: {
    subject: 'Dein Abo wurde gekündigt',
    heading: 'Kündigung bestätigt',
    done: 'Dein Mindprint-Abo wurde gekündigt. Dir wird nichts mehr berechnet.',
    until: (date) => `Du behältst den Zugang bis zum ${date}.`,
    ended: 'Dein Zugang ist beendet.',
    changedMind: 'Du hast es dir anders überlegt? Auf der Website kannst du jederzeit einen neuen Tarif wählen.',
    visit: 'Zu Mindprint',
  },
  PT: {
    subject: 'Sua assinatura foi cancelada',
    heading: 'Cancelamento confirmado',
    done: 'Sua assinatura do Mindprint foi cancelada. Você não será cobrado novamente.',
    until: (date) => `Você mantém o acesso até ${date}.`,
    ended: 'Seu acesso terminou.',
    changedMind: 'Mudou de ideia? Você pode escolher um novo plano no site a qualquer momento.',
    visit: 'Ir para o Mindprint',
  },
  KR: {
    subject: '구독이 해지되었습니다',
    heading: '해지가 완료되었습니다',
    done: 'Mindprint 구독이 해지되었습니다. 앞으로 요금이 청구되지 않습니다.',
    until: (date) => `${date}까지 계속 이용하실 수 있습니다.`,
    ended: '이용 기간이 종료되었습니다.',
    changedMind: '마음이 바뀌셨나요? 언제든지 웹사이트에서 새 요금제를 선택하실 수 있습니다.',
    visit: 'Mindprint로 이동',
  },
};

export function cancellationConfirmation(data: MailData<MailTemplate.CANCELLATION_CONFIRMATION>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  return {
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'p', text: copy.done },
      { kind: 'p', text: data.endedNow ? copy.ended : copy.until(formatDateTime(data.accessUntil, ctx.locale)) },
      { kind: 'p', text: copy.changedMind },
      { kind: 'button', label: copy.visit, href: siteLink(ctx.publicUrl, `/landing/founder/${data.exam}`, ctx.locale) },
    ],
  };
}
