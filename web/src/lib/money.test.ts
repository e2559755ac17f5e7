// Money display in the SKU currency, and the same formatting as the server's.
import { currencies } from '../../../api/src/db/seed/data/currencies.js';
import { renderConsent } from '../../../api/src/modules/order/consent.js';
import { formatMoney as formatServerMoney } from '../../../api/src/shared/money.js';
import { BCP47, LOCALES } from './locale';
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

describe('one formatter for page, terms and mail', () => {
  // Every currency as the API sends it, every locale as the page names it: the server's formatter (consent terms,
  // seed terms, mails) writes exactly what the page shows.
  const amounts = [0, 71, 999, 1999, 4999, 123456];

  it.each([...LOCALES])('formats every currency identically on the page and on the server in %s', (locale) => {
    const differing = currencies.flatMap((currency) => amounts
      .map((amountMinor) => ({
        page: formatMoney({ amountMinor, currency }, BCP47[locale]),
        server: formatServerMoney(amountMinor, { code: currency.code, fractionDigits: currency.fractionDigits }, locale),
      }))
      .filter(({ page, server }) => page !== server)
      .map(({ page, server }) => `${currency.code}: page ${page}, server ${server}`));
    expect(differing).toEqual([]);
  });

  it.each([...LOCALES])('states the stored consent terms with the page price in %s', (locale) => {
    const usdMoney = { amountMinor: 1999, currency: { code: 'USD', fractionDigits: 2, decimalComma: false } };
    const terms = renderConsent({ trialDays: 3, recurringMinor: 1999, currency: 'USD', interval: 'WEEK', intervalCount: 1 }, 2, locale);
    expect(terms).toContain(formatMoney(usdMoney, BCP47[locale]));
  });

  it('shows SPEC section 9 currencies the same way in German, Japanese and English', () => {
    const usdMoney = { amountMinor: 1999, currency: { code: 'USD', fractionDigits: 2, decimalComma: false } };
    expect(formatMoney(usdMoney, BCP47.DE)).toBe('19,99\u00a0$');
    expect(formatMoney(usdMoney, BCP47.JA)).toBe('$19.99');
    expect(formatMoney(usdMoney, BCP47.EN)).toBe('$19.99');
  });
});
