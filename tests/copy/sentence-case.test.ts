// Messages are sentences: every English message starts with a capital letter (web and server catalogues, and the
// server's coded messages). Fragments that are set inside a sentence are listed with where they go.
import { ACCOUNT_ERROR_MESSAGES } from '../../api/src/modules/account/account.codes.js';
import { RETRIEVE_ERROR_MESSAGES, RETRIEVE_MESSAGES } from '../../api/src/modules/report/retrieve/retrieve.codes.js';
import { interfaceCopy } from '../support/copy-corpus.js';

/** Parts of a sentence, not messages: units after a number, claims after a figure, link texts inside a sentence. */
const FRAGMENTS = new Set([
  'web:checkout.unit.day', 'web:checkout.unit.week', 'web:checkout.unit.month', 'web:checkout.unit.year',
  'web:checkout.price.perMonth', 'web:landing.claims.about', 'web:landing.claims.accuracy', 'web:landing.claims.monthly',
  'web:landing.claims.rating', 'web:landing.claims.users', 'web:account.privacy.policy', 'web:checkout.offer.terms.link',
  'server:mail.trialReminder.defaultPlan', 'server:report.clarity.slight', 'server:report.clarity.moderate',
  'server:report.clarity.clear', 'server:report.clarity.very_clear',
]);

it('starts every English message with a capital letter', () => {
  // A message that opens with an argument ("{count} tests") starts with whatever the argument is.
  const lower = interfaceCopy('EN')
    .filter(({ where }) => (where.startsWith('web:') || where.startsWith('server:')) && !FRAGMENTS.has(where))
    .filter(({ text }) => /^\p{Ll}/u.test(text))
    .map(({ where, text }) => `${where}: ${text}`);
  expect(lower).toEqual([]);
});

it('writes the coded messages of the API as sentences', () => {
  const messages = [...Object.values(ACCOUNT_ERROR_MESSAGES), ...Object.values(RETRIEVE_MESSAGES), ...Object.values(RETRIEVE_ERROR_MESSAGES)];
  expect(messages.filter((message) => !/^[A-Z].*[.!?]$/u.test(message))).toEqual([]);
});

it('says the SPEC messages in sentence case', () => {
  expect(RETRIEVE_ERROR_MESSAGES.EMPTY_EMAIL).toBe('Please enter your email address.');
  expect(RETRIEVE_MESSAGES.sent).toBe('Report sent.');
});
