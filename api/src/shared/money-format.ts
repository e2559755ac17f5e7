// The one money formatter of the product, with no imports so that the web app uses this very file: the pages, the
// stored consent terms, the seed terms and the mails all format an amount the same way in a language.

/** SPEC section 9: these show a decimal comma whatever the interface language (the currency table says the same). */
export const DECIMAL_COMMA_CURRENCIES: ReadonlySet<string> = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);

export interface MoneyCurrency {
  code: string;
  /** Decimals shown: 0 for SPEC's zero-decimal display currencies, else 2. */
  fractionDigits: number;
  /** The decimal comma whatever the interface language; by default SPEC's list. */
  decimalComma?: boolean;
}

/** Formatters by language, currency and decimals: making one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(bcp47: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${bcp47} ${code} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** `amountMinor` is always hundredths (1999 is 19.99); `bcp47` is the interface language's tag. */
export function formatAmount(amountMinor: number, currency: MoneyCurrency, bcp47: string): string {
  const digits = currency.fractionDigits;
  const format = currencyFormat(bcp47, currency.code, digits);
  const parts = format.formatToParts(amountMinor / 100);
  const usesComma = parts.some((part) => part.type === 'decimal' && part.value === ',');
  const decimalComma = currency.decimalComma ?? DECIMAL_COMMA_CURRENCIES.has(currency.code);
  if (!decimalComma || usesComma || digits === 0) return parts.map((part) => part.value).join('');
  return parts.map((part) => (part.type === 'decimal' ? ',' : part.type === 'group' ? '.' : part.value)).join('');
}
