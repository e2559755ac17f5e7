// The words of a receipt in the reader's language, from the server's ICU catalogue (api/src/i18n).
import { translator } from '../../../i18n/translate.js';
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

/** The brand, not a word to translate. */
const SELLER = 'Mindprint';

export function receiptCopy(locale: Locale): ReceiptCopy {
  const t = translator(locale);
  return {
    title: t('receipt.title'), seller: SELLER, number: t('receipt.number'), date: t('receipt.date'), item: t('receipt.item'),
    amount: t('receipt.amount'), billedTo: t('receipt.billedTo'), paidWith: t('receipt.paidWith'), refunded: t('receipt.refunded'),
    thanks: t('receipt.thanks'),
  };
}

/** How the payment was made, in words anyone reads on a receipt. */
export function methodName(provider: string | undefined, locale: Locale): string {
  return provider === 'paypal' ? 'PayPal' : translator(locale)('receipt.card');
}
