// List prices written into seed texts (subscription terms, help articles), formatted by the same formatter as the
// pages, the stored consent and the mails, so a price reads the same everywhere in a locale.
import type { Locale } from '../../../shared/locale.js';
import { formatMoney } from '../../../shared/money.js';
import { plans } from './catalog.js';

const USD = { code: 'USD', fractionDigits: 2 };
function planMinor(code: 'weekly' | 'monthly'): number {
  const plan = plans.find((candidate) => candidate.code === code);
  if (!plan) throw new Error(`No ${code} plan in the catalogue`);
  return plan.usdMinor;
}

/** The weekly and monthly list prices, US cents. */
export const WEEKLY = planMinor('weekly');
export const MONTHLY = planMinor('monthly');

export function listPrice(usdMinor: number, locale: Locale): string {
  return formatMoney(usdMinor, USD, locale);
}
