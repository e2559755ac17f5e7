// The subscription terms and the pricing help article state prices exactly as the page, the consent and the mails do.
import { LOCALES } from '../../../shared/locale.js';
import { helpArticles } from './help-articles.js';
import { listPrice, MONTHLY, WEEKLY } from './list-price.js';
import { protocols } from './protocols.js';

const terms = protocols.find((protocol) => protocol.kind === 'terms')!;
const pricing = helpArticles.filter((article) => /\d[.,]\d\d/.test(article.body.EN));
/** An amount written by hand with a currency code or name instead of the formatter's symbol. */
const HAND_WRITTEN = /\d+[.,]\d\d\s?(USD|US-Dollar|dollars?|dólares|米ドル|美元|달러)/i;

it.each([...LOCALES])('writes the weekly and monthly prices with the shared formatter in %s', (locale) => {
  expect(pricing.length).toBeGreaterThan(0);
  for (const text of [terms.body[locale], ...pricing.map((article) => article.body[locale])]) {
    expect(text).toContain(listPrice(WEEKLY, locale));
    expect(text).toContain(listPrice(MONTHLY, locale));
    expect(text).not.toMatch(HAND_WRITTEN);
  }
});
