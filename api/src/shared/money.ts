// Money for people, the same way on every page, in the consent terms and in mails: the currency's own decimals, the
// interface language's currency format, and SPEC section 9's decimal comma for EUR, PLN, BRL, DKK and HRK. The
// formatting itself is money-format.ts, which the web client's lib/money.ts uses too.
import { BCP47, type Locale } from './locale.js';
import { formatAmount, type MoneyCurrency } from './money-format.js';

export { DECIMAL_COMMA_CURRENCIES, type MoneyCurrency } from './money-format.js';

/** `amountMinor` is always hundredths: 1999 is 19.99. */
export function formatMoney(amountMinor: number, currency: MoneyCurrency, locale: Locale): string {
  return formatAmount(amountMinor, currency, BCP47[locale]);
}

/**
 * The smallest step prices may take in a currency, in hundredths: whole units where the currency is shown without
 * decimals (SPEC section 9), which also keeps every amount chargeable by Stripe and PayPal; else one hundredth.
 */
export function priceStep(fractionDigits: number): number {
  return fractionDigits === 0 ? 100 : 1;
}
