// Formatting for mails in the reader's language: amounts and absolute links (dates and plurals are ICU messages).
import type { Locale } from '../../../shared/locale.js';
import { formatMoney } from '../../../shared/money.js';

export interface AmountData {
  amount: string;
  amountMinor?: number;
  currency?: string;
  fractionDigits?: number;
}

/** "$19.99" in English, "19,99 $" in German (as on the page); the enqueued text when the parts are missing. */
export function formatAmount(data: AmountData, locale: Locale): string {
  if (data.amountMinor === undefined || !data.currency || data.fractionDigits === undefined) return data.amount;
  return formatMoney(data.amountMinor, { code: data.currency, fractionDigits: data.fractionDigits }, locale);
}

/** An absolute link on the public site; every link carries the mail's language, so the page opens in it. */
export function siteLink(publicUrl: string, path: string, locale: Locale, query: Record<string, string> = {}): string {
  const url = new URL(`${publicUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set('hl', locale);
  return url.toString();
}
