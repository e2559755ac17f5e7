// Money display: minor units / 100 in the currency's own decimals, with the decimal comma the API asks for.

export interface MoneyLike {
  /** Always hundredths: 1999 is 19.99. */
  amountMinor: number;
  currency: { code: string; fractionDigits: number; decimalComma: boolean };
}

/** 'bcp47' is the interface language (lib/locale BCP47); the currency decides decimals and the decimal comma. */
export function formatMoney({ amountMinor, currency }: MoneyLike, bcp47: string): string {
  const digits = currency.fractionDigits;
  const format = new Intl.NumberFormat(bcp47, {
    style: 'currency', currency: currency.code, minimumFractionDigits: digits, maximumFractionDigits: digits,
  });
  const parts = format.formatToParts(amountMinor / 100);
  const usesComma = parts.some((p) => p.type === 'decimal' && p.value === ',');
  if (!currency.decimalComma || usesComma || digits === 0) return parts.map((p) => p.value).join('');
  // SPEC section 9: EUR, PLN, BRL, DKK and HRK show a decimal comma whatever the interface language.
  return parts.map((p) => (p.type === 'decimal' ? ',' : p.type === 'group' ? '.' : p.value)).join('');
}
