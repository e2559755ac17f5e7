// Checkout prices: minor units / 100, every zero-decimal and decimal-comma currency of SPEC section 9, the discount
// multiplier and the weekly price as a month.
import {
  applyDiscountMultiplier, DECIMAL_COMMA_CURRENCIES, displayCurrency, formatPrice, monthlySaving, weeklyPerMonth,
  ZERO_DECIMAL_CURRENCIES,
} from './price';

const money = (amountMinor: number, code: string, fractionDigits = 2, decimalComma = false) => ({ amountMinor, currency: { code, fractionDigits, decimalComma } });
/** Intl may put narrow or no-break spaces between the number and the symbol. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('zero-decimal currencies (SPEC section 9)', () => {
  it('lists the 23 currencies of the spec', () => {
    expect(ZERO_DECIMAL_CURRENCIES).toHaveLength(23);
  });

  it.each(ZERO_DECIMAL_CURRENCIES)('%s shows whole units only, even when the API row says 2 decimals', (code) => {
    const text = plain(formatPrice(money(1_234_500, code, 2), 'en'));
    expect(text).toContain('12,345');
    expect(text).not.toMatch(/12,345[.,]\d/);
    expect(displayCurrency(money(0, code).currency).fractionDigits).toBe(0);
  });
});

describe('decimal-comma currencies (SPEC section 9)', () => {
  it.each(DECIMAL_COMMA_CURRENCIES)('%s shows a decimal comma and a dot for thousands in any interface language', (code) => {
    for (const locale of ['en', 'ja', 'zh-CN']) {
      const text = plain(formatPrice(money(123_456, code, 2, false), locale));
      expect(text).toContain('1.234,56');
    }
  });
});

describe('other currencies', () => {
  it('divide minor units by 100 with two decimals', () => {
    expect(formatPrice(money(1999, 'USD'), 'en')).toBe('$19.99');
    expect(plain(formatPrice(money(1999, 'GBP'), 'en'))).toBe('£19.99');
    expect(plain(formatPrice(money(0, 'USD'), 'en'))).toBe('$0.00');
  });

  it('follow the interface language for the rest of the layout', () => {
    expect(plain(formatPrice(money(4999, 'USD'), 'fr'))).toBe('49,99 $US');
  });
});

describe('the discount multiplier (divides by 10)', () => {
  it('takes 8 as 80% of the price', () => {
    expect(applyDiscountMultiplier(1999, money(0, 'USD').currency, 8)).toBe(1599);
    expect(formatPrice(money(1999, 'USD'), 'en', { multiplier: 8 })).toBe('$15.99');
  });

  it('rounds down to whole units in zero-decimal currencies', () => {
    expect(applyDiscountMultiplier(290_000, money(0, 'JPY', 0).currency, 7.5)).toBe(217_500);
    expect(applyDiscountMultiplier(15_000, money(0, 'CNY', 0).currency, 8.5)).toBe(12_700);
  });

  it('never raises a price: missing, 10 or nonsense multipliers leave it as it is', () => {
    for (const multiplier of [undefined, null, 10, 12, 0, -3, Number.NaN]) {
      expect(applyDiscountMultiplier(1999, money(0, 'USD').currency, multiplier)).toBe(1999);
    }
  });
});

describe('the weekly price as a month', () => {
  it('is 52 weeks over 12 months, rounded to the currency step', () => {
    expect(weeklyPerMonth(money(1999, 'USD')).amountMinor).toBe(8662);
    expect(weeklyPerMonth(money(300_000, 'JPY', 0)).amountMinor).toBe(1_300_000);
  });

  it('gives the monthly plan its saving against it, never negative', () => {
    expect(monthlySaving(money(4999, 'USD'), weeklyPerMonth(money(1999, 'USD'))).amountMinor).toBe(3663);
    expect(monthlySaving(money(9999, 'USD'), money(5000, 'USD')).amountMinor).toBe(0);
  });
});
