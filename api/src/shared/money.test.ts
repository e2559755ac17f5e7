import { formatMoney } from './money.js';

it('formats amounts the way the page does, in the reader\'s language', () => {
  expect(formatMoney(1999, { code: 'USD', fractionDigits: 2 }, 'EN')).toBe('$19.99');
  expect(formatMoney(1999, { code: 'USD', fractionDigits: 2 }, 'DE')).toBe('19,99\u00a0$');
  expect(formatMoney(280000, { code: 'JPY', fractionDigits: 0 }, 'JA')).toBe('￥2,800');
  expect(formatMoney(1999, { code: 'EUR', fractionDigits: 2 }, 'FR')).toBe('19,99\u00a0€');
});

it('keeps SPEC\'s decimal comma for EUR whatever the language, and no decimals where the currency shows none', () => {
  expect(formatMoney(123456, { code: 'EUR', fractionDigits: 2 }, 'EN')).toBe('€1.234,56');
  expect(formatMoney(1999, { code: 'USD', fractionDigits: 2, decimalComma: false }, 'EN')).toBe('$19.99');
  expect(formatMoney(9900, { code: 'INR', fractionDigits: 0 }, 'EN')).toBe('₹99');
});
