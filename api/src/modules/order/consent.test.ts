import { LOCALES } from '../../shared/locale.js';
import { formatMoney } from '../../shared/money.js';
import { renderConsent } from './consent.js';

const trial = { trialDays: 3, recurringMinor: 1999, currency: 'USD', interval: 'WEEK', intervalCount: 1 };
const monthly = { trialDays: 0, recurringMinor: 4999, currency: 'USD', interval: 'MONTH', intervalCount: 1 };

it.each([...LOCALES])('states the trial, the price and the renewal in %s', (locale) => {
  const text = renderConsent(trial, 2, locale);
  // The same amount the offer page shows next to the checkbox.
  expect(text).toContain(formatMoney(1999, { code: 'USD', fractionDigits: 2 }, locale));
  expect(text).toContain('3');
  expect(text).not.toMatch(/\{(days|price|unit)\}/);
  const plain = renderConsent(monthly, 2, locale);
  expect(plain).toContain(formatMoney(4999, { code: 'USD', fractionDigits: 2 }, locale));
  expect(plain).not.toMatch(/\{(days|price|unit)\}/);
});

it('writes whole amounts for currencies shown without decimals', () => {
  expect(renderConsent({ ...trial, recurringMinor: 280000, currency: 'JPY' }, 0, 'EN')).toContain('¥2,800 every week');
});
