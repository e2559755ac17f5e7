import { currencies } from '../../db/seed/data/currencies.js';
import { fromStripeAmount, toPayPalValue, toStripeAmount } from './money.js';
import { priceStep } from '../../shared/money.js';

describe('toStripeAmount', () => {
  // Every currency we sell in: the ISO zero-decimal ones go to Stripe in whole units, the rest in hundredths,
  // including the ones SPEC section 9 merely displays without decimals.
  const wholeUnits = new Set(['JPY', 'KRW', 'VND', 'CLP', 'UGX']);
  it.each(currencies.map((currency) => currency.code))('converts %s', (code) => {
    const amount = toStripeAmount(280000, code);
    expect(amount).toBe(wholeUnits.has(code) ? 2800 : 280000);
    expect(fromStripeAmount(amount, code)).toBe(280000);
  });

  it('divides only the true zero-decimal currencies', () => {
    expect(toStripeAmount(1999, 'USD')).toBe(1999);
    expect(toStripeAmount(1999, 'usd')).toBe(1999);
    expect(toStripeAmount(280000, 'jpy')).toBe(2800);
    expect(toStripeAmount(2800000, 'KRW')).toBe(28000);
    expect(toStripeAmount(50000000, 'VND')).toBe(500000);
    expect(toStripeAmount(1900000, 'CLP')).toBe(19000);
    expect(toStripeAmount(7400000, 'UGX')).toBe(74000);
    expect(toStripeAmount(14400, 'CNY')).toBe(14400);
    expect(toStripeAmount(720000, 'HUF')).toBe(720000);
    expect(toStripeAmount(0, 'JPY')).toBe(0);
  });

  it('refuses amounts a zero-decimal currency cannot charge, and nonsense', () => {
    expect(() => toStripeAmount(280050, 'JPY')).toThrow(RangeError);
    expect(() => toStripeAmount(-1, 'USD')).toThrow(RangeError);
    expect(() => toStripeAmount(19.5, 'USD')).toThrow(RangeError);
  });
});

describe('toPayPalValue', () => {
  it('writes decimals, except where PayPal forbids them', () => {
    expect(toPayPalValue(1999, 'USD')).toBe('19.99');
    expect(toPayPalValue(5, 'EUR')).toBe('0.05');
    expect(toPayPalValue(4900, 'GBP')).toBe('49.00');
    expect(toPayPalValue(280000, 'JPY')).toBe('2800');
    expect(toPayPalValue(720000, 'HUF')).toBe('7200');
    expect(() => toPayPalValue(280001, 'TWD')).toThrow(RangeError);
  });
});

describe('priceStep', () => {
  it('keeps display-zero-decimal prices whole', () => {
    expect(priceStep(0)).toBe(100);
    expect(priceStep(2)).toBe(1);
  });
});
