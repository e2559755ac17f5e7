// The words of a receipt in the nine languages.
import type { Locale } from '../../../shared/locale.js';

export interface ReceiptCopy {
  title: string;
  seller: string;
  number: string;
  date: string;
  item: string;
  amount: string;
  billedTo: string;
  paidWith: string;
  refunded: string;
  thanks: string;
}

const SELLER = 'Mindprint';

export const RECEIPT_COPY: Record<Locale, ReceiptCopy> = {
  EN: {
    title: 'Receipt', seller: SELLER, number: 'Receipt number', date: 'Date paid', item: 'Item', amount: 'Amount paid',
    billedTo: 'Billed to', paidWith: 'Paid with', refunded: 'This payment was refunded.', thanks: 'Thank you for your purchase.',
  },
  CN: {
    title: '收据', seller: SELLER, number: '收据编号', date: '付款日期', item: '项目', amount: '已付金额',
    billedTo: '账单接收人', paidWith: '付款方式', refunded: '此笔付款已退款。', thanks: '感谢你的购买。',
  },
  FR: {
    title: 'Reçu', seller: SELLER, number: 'Numéro du reçu', date: 'Date du paiement', item: 'Article', amount: 'Montant payé',
    billedTo: 'Facturé à', paidWith: 'Payé par', refunded: 'Ce paiement a été remboursé.', thanks: 'Merci pour votre achat.',
  },
  ES: {
    title: 'Recibo', seller: SELLER, number: 'Número de recibo', date: 'Fecha de pago', item: 'Artículo', amount: 'Importe pagado',
    billedTo: 'Facturado a', paidWith: 'Pagado con', refunded: 'Este pago se ha reembolsado.', thanks: 'Gracias por tu compra.',
  },
  JA: {
    title: '領収書', seller: SELLER, number: '領収書番号', date: 'お支払い日', item: '品目', amount: 'お支払い金額',
    billedTo: '請求先', paidWith: 'お支払い方法', refunded: 'このお支払いは返金済みです。', thanks: 'ご購入ありがとうございます。',
  },
  HK: {
    title: '收據', seller: SELLER, number: '收據編號', date: '付款日期', item: '項目', amount: '已付金額',
    billedTo: '賬單收件人', paidWith: '付款方式', refunded: '此筆款項已退款。', thanks: '多謝你的惠顧。',
  },
  DE: {
    title: 'Quittung', seller: SELLER, number: 'Quittungsnummer', date: 'Bezahlt am', item: 'Artikel', amount: 'Bezahlter Betrag',
    billedTo: 'Rechnungsempfänger', paidWith: 'Bezahlt mit', refunded: 'Diese Zahlung wurde erstattet.', thanks: 'Danke für deinen Einkauf.',
  },
  PT: {
    title: 'Recibo', seller: SELLER, number: 'Número do recibo', date: 'Data do pagamento', item: 'Item', amount: 'Valor pago',
    billedTo: 'Cobrado de', paidWith: 'Pago com', refunded: 'Este pagamento foi reembolsado.', thanks: 'Obrigado pela sua compra.',
  },
  KR: {
    title: '영수증', seller: SELLER, number: '영수증 번호', date: '결제일', item: '항목', amount: '결제 금액',
    billedTo: '청구 대상', paidWith: '결제 수단', refunded: '이 결제는 환불되었습니다.', thanks: '구매해 주셔서 감사합니다.',
  },
};

/** How the payment was made, in words anyone reads on a receipt. */
export function methodName(provider: string | undefined, locale: Locale): string {
  if (provider === 'paypal') return 'PayPal';
  const card: Record<Locale, string> = { EN: 'Card', CN: '银行卡', FR: 'Carte', ES: 'Tarjeta', JA: 'カード', HK: '信用卡', DE: 'Karte', PT: 'Cartão', KR: '카드' };
  return card[locale];
}
