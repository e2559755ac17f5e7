// The subscription consent shown at checkout and stored with the order: the server renders it from the real price,
// so what is stored is exactly what was agreed to, in the person's language.
import { t } from '../../i18n/translate.js';
import type { Locale } from '../../shared/locale.js';
import { formatMoney } from '../../shared/money.js';

/**
 * Bump when the wording changes (the ICU messages consent.trial and consent.plain in api/src/i18n/catalogues):
 * orders keep the version and the exact text their person agreed to; consent.test.ts holds the texts of this version.
 */
/** The terms a subscription is sold on, stored with the order (its consentTerms column). */
export interface ConsentTerms {
  trialDays: number;
  /** What each period costs after the trial, in minor units of the order's currency. */
  recurringMinor: number;
  currency: string;
  interval: string;
  intervalCount: number;
}

export const CONSENT_VERSION = 'subscription-terms-2026-11-26';

/** The text for the real price, in the person's language; the interval is named in the singular ("every week"). */
export function renderConsent(terms: ConsentTerms, fractionDigits: number, locale: Locale): string {
  const price = formatMoney(terms.recurringMinor, { code: terms.currency, fractionDigits }, locale);
  return terms.trialDays > 0
    ? t(locale, 'consent.trial', { days: terms.trialDays, price, interval: terms.interval })
    : t(locale, 'consent.plain', { price, interval: terms.interval });
}
