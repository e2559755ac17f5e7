// The confirmation a person gets after writing to support or asking for a refund: the reference and what happens next.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: (reference: string) => string;
  heading: string;
  question: string;
  refund: (order: string) => string;
  reference: string;
  yours: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: (ref) => `We received your message (${ref})`,
    heading: 'Thank you, we have your message',
    question: 'A person from our support team will answer you by email, usually within two working days.',
    refund: (order) => `We have your refund request for order ${order}. We check it and answer by email within two working days; an approved refund goes back to the card or PayPal account that paid.`,
    reference: 'Reference',
    yours: 'Your message',
  },
  CN: {
    subject: (ref) => `我们已收到你的留言（${ref}）`,
    heading: '谢谢，我们已收到你的留言',
    question: '我们的客服人员会通过邮件回复你，通常在两个工作日内。',
    refund: (order) => `我们已收到你对订单 ${order} 的退款申请。我们会在两个工作日内核实并通过邮件答复；获批的退款将退回原付款的银行卡或 PayPal 账户。`,
    reference: '编号',
    yours: '你的留言',
  },
  HK: {
    subject: (ref) => `我們已收到你的訊息（${ref}）`,
    heading: '多謝，我們已收到你的訊息',
    question: '我們的客服人員會以電郵回覆你，一般在兩個工作天內。',
    refund: (order) => `我們已收到你就訂單 ${order} 提出的退款申請。我們會在兩個工作天內核實並以電郵回覆；獲批的退款會退回原本付款的信用卡或 PayPal 帳戶。`,
    reference: '編號',
    yours: '你的訊息',
  },
  FR: {
    subject: (ref) => `Nous avons bien reçu votre message (${ref})`,
    heading: 'Merci, nous avons bien reçu votre message',
    question: 'Une personne de notre équipe support vous répondra par e-mail, en général sous deux jours ouvrés.',
    refund: (order) => `Nous avons bien reçu votre demande de remboursement pour la commande ${order}. Nous la vérifions et vous répondons par e-mail sous deux jours ouvrés ; un remboursement accepté est versé sur la carte ou le compte PayPal qui a payé.`,
    reference: 'Référence',
    yours: 'Votre message',
  },
  ES: {
    subject: (ref) => `Hemos recibido tu mensaje (${ref})`,
    heading: 'Gracias, hemos recibido tu mensaje',
    question: 'Una persona de nuestro equipo de soporte te responderá por correo, normalmente en dos días laborables.',
    refund: (order) => `Hemos recibido tu solicitud de reembolso del pedido ${order}. La revisamos y te respondemos por correo en dos días laborables; un reembolso aprobado vuelve a la tarjeta o la cuenta de PayPal con la que pagaste.`,
    reference: 'Referencia',
    yours: 'Tu mensaje',
  },
  PT: {
    subject: (ref) => `Recebemos sua mensagem (${ref})`,
    heading: 'Obrigado, recebemos sua mensagem',
    question: 'Uma pessoa da nossa equipe de suporte vai responder você por e-mail, normalmente em até dois dias úteis.',
    refund: (order) => `Recebemos seu pedido de reembolso do pedido ${order}. Vamos analisá-lo e responder por e-mail em até dois dias úteis; um reembolso aprovado volta para o cartão ou a conta PayPal usada no pagamento.`,
    reference: 'Referência',
    yours: 'Sua mensagem',
  },
  DE: {
    subject: (ref) => `Wir haben deine Nachricht erhalten (${ref})`,
    heading: 'Danke, deine Nachricht ist angekommen',
    question: 'Jemand aus unserem Support-Team antwortet dir per E-Mail, meist innerhalb von zwei Werktagen.',
    refund: (order) => `Wir haben deinen Erstattungsantrag für die Bestellung ${order} erhalten. Wir prüfen ihn und antworten dir innerhalb von zwei Werktagen per E-Mail; eine genehmigte Erstattung geht auf die Karte oder das PayPal-Konto zurück, mit dem bezahlt wurde.`,
    reference: 'Referenz',
    yours: 'Deine Nachricht',
  },
  JA: {
    subject: (ref) => `お問い合わせを受け付けました（${ref}）`,
    heading: 'お問い合わせありがとうございます',
    question: 'サポート担当者が、通常2営業日以内にメールでご返信します。',
    refund: (order) => `注文 ${order} の返金申請を受け付けました。内容を確認し、2営業日以内にメールでご連絡します。承認された返金は、お支払いに使われたカードまたは PayPal アカウントに戻されます。`,
    reference: '受付番号',
    yours: 'お問い合わせ内容',
  },
  KR: {
    subject: (ref) => `문의가 접수되었습니다 (${ref})`,
    heading: '감사합니다. 문의가 접수되었습니다',
    question: '지원팀 담당자가 보통 영업일 기준 2일 이내에 이메일로 답변드립니다.',
    refund: (order) => `주문 ${order}에 대한 환불 요청이 접수되었습니다. 확인 후 영업일 기준 2일 이내에 이메일로 답변드리며, 승인된 환불은 결제에 사용한 카드 또는 PayPal 계정으로 돌아갑니다.`,
    reference: '접수 번호',
    yours: '문의 내용',
  },
};

export function supportConfirmation(data: MailData<MailTemplate.SUPPORT_CONFIRMATION>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  return {
    subject: copy.subject(data.reference),
    heading: copy.heading,
    blocks: [
      { kind: 'p', text: data.orderNumber && data.kind === 'refund' ? copy.refund(data.orderNumber) : copy.question },
      { kind: 'facts', rows: [[copy.reference, data.reference]] },
      { kind: 'note', text: `${copy.yours}: ${data.message}` },
    ],
  };
}
