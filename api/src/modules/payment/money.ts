// Our amounts are always hundredths of the currency (SPEC section 9). Providers want other units: Stripe takes
// ISO zero-decimal currencies in whole units, PayPal takes a decimal string. These are the only conversions.

/**
 * Currencies Stripe charges in whole units (its zero-decimal list): our hundredths are divided by 100.
 * Display-only zero-decimal currencies of SPEC section 9 (CNY, INR, HUF, TWD, ...) stay in hundredths for Stripe.
 */
export const STRIPE_ZERO_DECIMAL: ReadonlySet<string> = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

/** Currencies PayPal accepts for payments. */
export const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set([
  'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR', 'MXN', 'TWD', 'NZD', 'NOK',
  'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD',
]);

/** PayPal rejects decimals in these. */
const PAYPAL_NO_DECIMALS: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD']);

function assertMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`Invalid amount ${amountMinor}.`);
}

function wholeUnits(amountMinor: number, currency: string): number {
  if (amountMinor % 100 !== 0) {
    throw new RangeError(`${currency} is charged in whole units; ${amountMinor} hundredths is not a whole amount.`);
  }
  return amountMinor / 100;
}

/** The `amount` Stripe expects for an amount in hundredths. */
export function toStripeAmount(amountMinor: number, currency: string): number {
  assertMinor(amountMinor);
  const code = currency.toUpperCase();
  return STRIPE_ZERO_DECIMAL.has(code) ? wholeUnits(amountMinor, code) : amountMinor;
}

/** Back from Stripe's unit to our hundredths. */
export function fromStripeAmount(amount: number, currency: string): number {
  return STRIPE_ZERO_DECIMAL.has(currency.toUpperCase()) ? amount * 100 : amount;
}

/** The `value` string PayPal expects ("19.99", or "2800" for JPY). */
export function toPayPalValue(amountMinor: number, currency: string): string {
  assertMinor(amountMinor);
  const code = currency.toUpperCase();
  if (PAYPAL_NO_DECIMALS.has(code)) return String(wholeUnits(amountMinor, code));
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** Back from PayPal's decimal string to our hundredths. */
export function fromPayPalValue(value: string, currency: string): number {
  const code = currency.toUpperCase();
  const [whole = '0', fraction = ''] = value.split('.');
  if (PAYPAL_NO_DECIMALS.has(code)) return Number(whole) * 100;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
