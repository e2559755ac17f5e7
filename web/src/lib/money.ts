// Money display: the product's one formatter (api/src/shared/money-format.ts, shared with the server's pages, consent
// terms and mails), fed with the currency the API sends.
import { formatAmount } from '../../../api/src/shared/money-format.js';

export interface MoneyLike {
  /** Always hundredths: 1999 is 19.99. */
  amountMinor: number;
  currency: { code: string; fractionDigits: number; decimalComma: boolean };
}

/** 'bcp47' is the interface language (lib/locale BCP47); the currency decides decimals and the decimal comma. */
export function formatMoney({ amountMinor, currency }: MoneyLike, bcp47: string): string {
  return formatAmount(amountMinor, currency, bcp47);
}
