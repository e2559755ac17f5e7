// Currencies we show and charge, and the countries we sell in. Display rules follow SPEC section 9.
export interface CurrencySeed {
  code: string;
  symbol: string;
  fractionDigits: 0 | 2;
  decimalComma: boolean;
  /** Units of this currency per US dollar, fixed for list prices (reviewed by hand, not a live rate). */
  perUsd: number;
}

// SPEC section 9: these are shown without decimals.
const ZERO_DECIMAL = new Set(['CNY', 'NOK', 'TRY', 'EGP', 'MXN', 'CZK', 'TWD', 'UAH', 'PHP', 'RUB', 'ARS', 'JPY',
  'HUF', 'KZT', 'CLP', 'KRW', 'UGX', 'COP', 'IDR', 'INR', 'THB', 'VND', 'ZAR']);
// SPEC section 9: these use a decimal comma.
const DECIMAL_COMMA = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);

const table: Array<[code: string, symbol: string, perUsd: number]> = [
  ['USD', '$', 1], ['EUR', '€', 0.92], ['GBP', '£', 0.79], ['CAD', 'CA$', 1.37], ['AUD', 'A$', 1.52],
  ['NZD', 'NZ$', 1.66], ['CHF', 'CHF', 0.88], ['SEK', 'kr', 10.6], ['NOK', 'kr', 10.8], ['DKK', 'kr.', 6.85],
  ['PLN', 'zł', 3.95], ['CZK', 'Kč', 23], ['HUF', 'Ft', 360], ['HRK', 'kn', 6.93], ['TRY', '₺', 34],
  ['BRL', 'R$', 5.4], ['MXN', 'MX$', 18], ['ARS', 'AR$', 950], ['CLP', 'CLP$', 930], ['COP', 'COL$', 4100],
  ['CNY', '¥', 7.2], ['HKD', 'HK$', 7.8], ['TWD', 'NT$', 32], ['JPY', '¥', 150], ['KRW', '₩', 1380],
  ['SGD', 'S$', 1.34], ['INR', '₹', 84], ['IDR', 'Rp', 15800], ['THB', '฿', 35], ['VND', '₫', 25000],
  ['PHP', '₱', 57], ['ZAR', 'R', 18], ['EGP', 'E£', 49], ['UAH', '₴', 41], ['KZT', '₸', 480],
  ['UGX', 'USh', 3700], ['RUB', '₽', 95], ['AED', 'AED', 3.67], ['SAR', 'SAR', 3.75],
];

export const currencies: readonly CurrencySeed[] = table.map(([code, symbol, perUsd]) => ({
  code,
  symbol,
  perUsd,
  fractionDigits: ZERO_DECIMAL.has(code) ? 0 : 2,
  decimalComma: DECIMAL_COMMA.has(code),
}));

export interface CountrySeed {
  code: string;
  name: string;
  continent: 'AF' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';
  currency: string;
}

const countryTable: Array<[string, string, CountrySeed['continent'], string]> = [
  ['US', 'United States', 'NA', 'USD'], ['CA', 'Canada', 'NA', 'CAD'], ['MX', 'Mexico', 'NA', 'MXN'],
  ['GB', 'United Kingdom', 'EU', 'GBP'], ['IE', 'Ireland', 'EU', 'EUR'], ['FR', 'France', 'EU', 'EUR'],
  ['DE', 'Germany', 'EU', 'EUR'], ['AT', 'Austria', 'EU', 'EUR'], ['BE', 'Belgium', 'EU', 'EUR'],
  ['NL', 'Netherlands', 'EU', 'EUR'], ['IT', 'Italy', 'EU', 'EUR'], ['ES', 'Spain', 'EU', 'EUR'],
  ['PT', 'Portugal', 'EU', 'EUR'], ['HR', 'Croatia', 'EU', 'EUR'], ['CH', 'Switzerland', 'EU', 'CHF'],
  ['SE', 'Sweden', 'EU', 'SEK'], ['NO', 'Norway', 'EU', 'NOK'], ['DK', 'Denmark', 'EU', 'DKK'],
  ['PL', 'Poland', 'EU', 'PLN'], ['CZ', 'Czechia', 'EU', 'CZK'], ['HU', 'Hungary', 'EU', 'HUF'],
  ['UA', 'Ukraine', 'EU', 'UAH'], ['TR', 'Türkiye', 'AS', 'TRY'], ['BR', 'Brazil', 'SA', 'BRL'],
  ['AR', 'Argentina', 'SA', 'ARS'], ['CL', 'Chile', 'SA', 'CLP'], ['CO', 'Colombia', 'SA', 'COP'],
  ['CN', 'China', 'AS', 'CNY'], ['HK', 'Hong Kong', 'AS', 'HKD'], ['TW', 'Taiwan', 'AS', 'TWD'],
  ['JP', 'Japan', 'AS', 'JPY'], ['KR', 'South Korea', 'AS', 'KRW'], ['SG', 'Singapore', 'AS', 'SGD'],
  ['IN', 'India', 'AS', 'INR'], ['ID', 'Indonesia', 'AS', 'IDR'], ['TH', 'Thailand', 'AS', 'THB'],
  ['VN', 'Vietnam', 'AS', 'VND'], ['PH', 'Philippines', 'AS', 'PHP'], ['KZ', 'Kazakhstan', 'AS', 'KZT'],
  ['AE', 'United Arab Emirates', 'AS', 'AED'], ['SA', 'Saudi Arabia', 'AS', 'SAR'],
  ['AU', 'Australia', 'OC', 'AUD'], ['NZ', 'New Zealand', 'OC', 'NZD'], ['ZA', 'South Africa', 'AF', 'ZAR'],
  ['EG', 'Egypt', 'AF', 'EGP'], ['UG', 'Uganda', 'AF', 'UGX'],
];

export const countries: readonly CountrySeed[] = countryTable.map(([code, name, continent, currency]) => ({
  code,
  name,
  continent,
  currency,
}));

/**
 * A USD list price (minor units) turned into a tidy local price (minor units): x.99 for currencies shown with
 * decimals, a round figure (two significant digits) for those shown without.
 */
export function localPriceMinor(usdMinor: number, currency: CurrencySeed): number {
  if (usdMinor === 0) return 0;
  const converted = (usdMinor / 100) * currency.perUsd;
  if (currency.fractionDigits === 2) return Math.max(Math.ceil(converted) * 100 - 1, 99);
  const step = 10 ** Math.max(Math.floor(Math.log10(converted)) - 1, 0);
  return Math.ceil(converted / step) * step * 100;
}
