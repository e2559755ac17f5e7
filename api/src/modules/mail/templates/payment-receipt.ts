// The receipt of a paid order: number, item, amount and date, and where to ask about billing.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { formatAmount, formatDateTime, siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: (orderNumber: string) => string;
  heading: string;
  intro: string;
  orderNumber: string;
  item: string;
  amount: string;
  date: string;
  keep: string;
  support: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: (number) => `Receipt for your Mindprint order ${number}`,
    heading: 'Thank you for your payment',
    intro: 'We have received your payment. Here are the details.',
    orderNumber: 'Order number', item: 'Item', amount: 'Amount paid', date: 'Date',
    keep: 'Keep this email as your receipt. Questions about billing? Contact us through our support page.',
    support: 'Contact support',
  },
  CN: {
    subject: (number) => `您的 Mindprint 订单 ${number} 的收据`,
    heading: '感谢您的付款',
    intro: '我们已收到您的付款，详情如下。',
    orderNumber: '订单号', item: '项目', amount: '支付金额', date: '日期',
    keep: '请保留此邮件作为收据。如对账单有疑问，请通过我们的支持页面联系我们。',
    support: '联系支持',
  },
  FR: {
    subject: (number) => `Reçu de votre commande Mindprint ${number}`,
    heading: 'Merci pour votre paiement',
    intro: 'Nous avons bien reçu votre paiement. En voici le détail.',
    orderNumber: 'Numéro de commande', item: 'Article', amount: 'Montant payé', date: 'Date',
    keep: 'Conservez cet e-mail comme reçu. Pour toute question sur la facturation, contactez-nous via notre page d\u2019assistance.',
    support: 'Contacter l\u2019assistance',
  },
  ES: {
    subject: (number) => `Recibo de tu pedido de Mindprint ${number}`,
    heading: 'Gracias por tu pago',
    intro: 'Hemos recibido tu pago. Estos son los detalles.',
    orderNumber: 'Número de pedido', item: 'Artículo', amount: 'Importe pagado', date: 'Fecha',
    keep: 'Guarda este correo como recibo. Si tienes preguntas sobre la facturación, escríbenos desde nuestra página de soporte.',
    support: 'Contactar con soporte',
  },
  JA: {
    subject: (number) => `Mindprint ご注文 ${number} の領収書`,
    heading: 'お支払いありがとうございます',
    intro: 'お支払いを確認しました。詳細は以下のとおりです。',
    orderNumber: '注文番号', item: '商品', amount: 'お支払い金額', date: '日時',
    keep: 'このメールは領収書として保管してください。請求に関するご質問は、サポートページからお問い合わせください。',
    support: 'サポートに問い合わせる',
  },
  HK: {
    subject: (number) => `你的 Mindprint 訂單 ${number} 收據`,
    heading: '多謝你的付款',
    intro: '我們已收到你的付款，詳情如下。',
    orderNumber: '訂單編號', item: '項目', amount: '已付金額', date: '日期',
    keep: '請保留此電郵作為收據。如對賬單有任何疑問，請透過我們的支援頁面聯絡我們。',
    support: '聯絡支援',
  },
  DE: {
    subject: (number) => `Beleg für deine Mindprint-Bestellung ${number}`,
    heading: 'Danke für deine Zahlung',
    intro: 'Wir haben deine Zahlung erhalten. Hier sind die Details.',
    orderNumber: 'Bestellnummer', item: 'Artikel', amount: 'Bezahlter Betrag', date: 'Datum',
    keep: 'Bewahre diese E-Mail als Beleg auf. Bei Fragen zur Abrechnung erreichst du uns über unsere Support-Seite.',
    support: 'Support kontaktieren',
  },
  PT: {
    subject: (number) => `Recibo do seu pedido Mindprint ${number}`,
    heading: 'Obrigado pelo seu pagamento',
    intro: 'Recebemos seu pagamento. Veja os detalhes abaixo.',
    orderNumber: 'Número do pedido', item: 'Item', amount: 'Valor pago', date: 'Data',
    keep: 'Guarde este e-mail como recibo. Dúvidas sobre cobrança? Fale com a gente pela nossa página de suporte.',
    support: 'Falar com o suporte',
  },
  KR: {
    subject: (number) => `Mindprint 주문 ${number} 영수증`,
    heading: '결제해 주셔서 감사합니다',
    intro: '결제가 완료되었습니다. 자세한 내용은 다음과 같습니다.',
    orderNumber: '주문 번호', item: '상품', amount: '결제 금액', date: '일시',
    keep: '이 이메일을 영수증으로 보관해 주세요. 결제 관련 문의는 고객 지원 페이지를 통해 연락해 주세요.',
    support: '고객 지원 문의',
  },
};

export function paymentReceipt(data: MailData<MailTemplate.PAYMENT_RECEIPT>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  return {
    subject: copy.subject(data.orderNumber),
    heading: copy.heading,
    blocks: [
      { kind: 'p', text: copy.intro },
      {
        kind: 'facts',
        rows: [
          [copy.orderNumber, data.orderNumber],
          [copy.item, data.itemTitle ?? data.skuCode],
          [copy.amount, formatAmount(data, ctx.locale)],
          [copy.date, formatDateTime(data.paidAt, ctx.locale)],
        ],
      },
      { kind: 'p', text: copy.keep },
      { kind: 'button', label: copy.support, href: siteLink(ctx.publicUrl, `/support/${data.exam}`, ctx.locale) },
    ],
  };
}
