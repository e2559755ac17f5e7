// Prices on the checkout screens: lib/money's formatter with SPEC section 9's currency rules enforced, the optional
// discount multiplier, and the per-month equivalent of a weekly price. Amounts are always minor units (hundredths).
import { formatMoney, type MoneyLike } from '../../../lib/money';

/** SPEC section 9: shown without decimals. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'CNY', 'NOK', 'TRY', 'EGP', 'MXN', 'CZK', 'TWD', 'UAH', 'PHP', 'RUB', 'ARS', 'JPY',
  'HUF', 'KZT', 'CLP', 'KRW', 'UGX', 'COP', 'IDR', 'INR', 'THB', 'VND', 'ZAR',
];
/** SPEC section 9: shown with a decimal comma. */
export const DECIMAL_COMMA_CURRENCIES: readonly string[] = ['EUR', 'PLN', 'BRL', 'DKK', 'HRK'];

const ZERO = new Set(ZERO_DECIMAL_CURRENCIES);
const COMMA = new Set(DECIMAL_COMMA_CURRENCIES);

type Currency = MoneyLike['currency'];

/** The API says how a currency is shown; SPEC's lists win where they name it, so a stale row cannot show cents. */
export function displayCurrency(currency: Currency): Currency {
  const code = currency.code.toUpperCase();
  return {
    code,
    fractionDigits: ZERO.has(code) ? 0 : currency.fractionDigits,
    decimalComma: COMMA.has(code) || currency.decimalComma,
  };
}

/** The smallest step a shown price takes, in minor units: whole units where no decimals are shown. */
export function priceStep(currency: Currency): number {
  return displayCurrency(currency).fractionDigits === 0 ? 100 : 1;
}

/**
 * SPEC section 9's optional discount multiplier "divides by 10": 8 means 8/10 of the price. Missing, out-of-range or
 * 10 leaves the price as it is; the result is rounded down to the currency's step, so it never exceeds the price.
 */
export function applyDiscountMultiplier(amountMinor: number, currency: Currency, multiplier?: number | null): number {
  if (multiplier === undefined || multiplier === null || !Number.isFinite(multiplier) || multiplier <= 0 || multiplier >= 10) return amountMinor;
  const step = priceStep(currency);
  return Math.floor((amountMinor * multiplier) / 10 / step) * step;
}

export interface PriceOptions {
  /** SPEC section 9's discount multiplier (8 = 80% of the price). */
  multiplier?: number | null;
}

/** 'bcp47' is the interface language; the currency decides the decimals and the decimal comma. */
export function formatPrice(money: MoneyLike, bcp47: string, { multiplier }: PriceOptions = {}): string {
  const currency = displayCurrency(money.currency);
  return formatMoney({ amountMinor: applyDiscountMultiplier(money.amountMinor, currency, multiplier), currency }, bcp47);
}

/** A weekly price as a month: 52 weeks over 12 months, rounded to the currency's step. */
export function weeklyPerMonth(money: MoneyLike): MoneyLike {
  const step = priceStep(money.currency);
  return { ...money, amountMinor: Math.round((money.amountMinor * 52) / 12 / step) * step };
}

/** What one plan saves per month against another (0 when it saves nothing). */
export function monthlySaving(monthly: MoneyLike, weeklyAsMonth: MoneyLike): MoneyLike {
  return { ...monthly, amountMinor: Math.max(0, weeklyAsMonth.amountMinor - monthly.amountMinor) };
}
