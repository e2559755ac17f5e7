// Money for people, the same way on every page, in the consent terms and in mails: the currency's own decimals, the
// interface language's currency format, and SPEC section 9's decimal comma for EUR, PLN, BRL, DKK and HRK. (The web
// client's lib/money.ts follows the same rules.)
import { BCP47, type Locale } from './locale.js';

/** SPEC section 9: these show a decimal comma whatever the interface language (the currency table says the same). */
export const DECIMAL_COMMA_CURRENCIES: ReadonlySet<string> = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);

export interface MoneyCurrency {
  code: string;
  /** Decimals shown: 0 for SPEC's zero-decimal display currencies, else 2. */
  fractionDigits: number;
  /** The decimal comma whatever the interface language; by default SPEC's list. */
  decimalComma?: boolean;
}

/** `amountMinor` is always hundredths: 1999 is 19.99. */
export function formatMoney(amountMinor: number, currency: MoneyCurrency, locale: Locale): string {
  const digits = currency.fractionDigits;
  const format = new Intl.NumberFormat(BCP47[locale], {
    style: 'currency', currency: currency.code, minimumFractionDigits: digits, maximumFractionDigits: digits,
  });
  const parts = format.formatToParts(amountMinor / 100);
  const usesComma = parts.some((part) => part.type === 'decimal' && part.value === ',');
  const decimalComma = currency.decimalComma ?? DECIMAL_COMMA_CURRENCIES.has(currency.code);
  if (!decimalComma || usesComma || digits === 0) return parts.map((part) => part.value).join('');
  return parts.map((part) => (part.type === 'decimal' ? ',' : part.type === 'group' ? '.' : part.value)).join('');
}

/**
 * The smallest step prices may take in a currency, in hundredths: whole units where the currency is shown without
 * decimals (SPEC section 9), which also keeps every amount chargeable by Stripe and PayPal; else one hundredth.
 */
export function priceStep(fractionDigits: number): number {
  return fractionDigits === 0 ? 100 : 1;
}
