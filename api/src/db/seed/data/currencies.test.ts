import { countries, currencies, localPriceMinor, type CurrencySeed } from './currencies.js';

const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
const currency = (code: string): CurrencySeed => byCode.get(code)!;

describe('currency display rules of SPEC section 9', () => {
  it('shows the listed currencies without decimals', () => {
    for (const code of ['CNY', 'NOK', 'TRY', 'EGP', 'MXN', 'CZK', 'TWD', 'UAH', 'PHP', 'RUB', 'ARS', 'JPY', 'HUF', 'KZT',
      'CLP', 'KRW', 'UGX', 'COP', 'IDR', 'INR', 'THB', 'VND', 'ZAR']) {
      expect(currency(code).fractionDigits).toBe(0);
    }
    expect(currency('USD').fractionDigits).toBe(2);
  });

  it('uses a decimal comma for EUR, PLN, BRL, DKK and HRK only', () => {
    expect(currencies.filter((entry) => entry.decimalComma).map((entry) => entry.code).sort())
      .toEqual(['BRL', 'DKK', 'EUR', 'HRK', 'PLN']);
  });

  it('gives every country a known currency', () => {
    for (const country of countries) expect(byCode.has(country.currency)).toBe(true);
  });
});

describe('localPriceMinor', () => {
  it('keeps US prices as they are', () => {
    expect(localPriceMinor(1999, currency('USD'))).toBe(1999);
    expect(localPriceMinor(4999, currency('USD'))).toBe(4999);
  });

  it('ends decimal prices in .99', () => {
    expect(localPriceMinor(1999, currency('EUR')) % 100).toBe(99);
    expect(localPriceMinor(1999, currency('GBP'))).toBe(1599);
  });

  it('rounds zero-decimal prices to two significant digits, still in hundredths', () => {
    expect(localPriceMinor(1999, currency('JPY'))).toBe(300000);
    expect(localPriceMinor(1999, currency('KRW'))).toBe(2800000);
  });

  it('keeps a free trial free', () => {
    expect(localPriceMinor(0, currency('JPY'))).toBe(0);
  });
});
