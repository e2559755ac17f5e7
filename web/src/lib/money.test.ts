// Money display in the SKU currency.
import { formatMoney } from './money';

const usd = { code: 'USD', fractionDigits: 2, decimalComma: false };
const eur = { code: 'EUR', fractionDigits: 2, decimalComma: true };
const jpy = { code: 'JPY', fractionDigits: 0, decimalComma: false };

describe('formatMoney', () => {
  it('divides minor units by 100 and keeps the currency decimals', () => {
    expect(formatMoney({ amountMinor: 999, currency: usd }, 'en')).toBe('$9.99');
    expect(formatMoney({ amountMinor: 123456, currency: usd }, 'en')).toBe('$1,234.56');
    expect(formatMoney({ amountMinor: 150000, currency: jpy }, 'ja')).toMatch(/^[￥¥]1,500$/);
  });

  it('uses the decimal comma for currencies that ask for it', () => {
    expect(formatMoney({ amountMinor: 999, currency: eur }, 'en')).toBe('€9,99');
    expect(formatMoney({ amountMinor: 123456, currency: eur }, 'en')).toBe('€1.234,56');
    expect(formatMoney({ amountMinor: 999, currency: eur }, 'fr')).toMatch(/^9,99\s€$/);
  });
});
