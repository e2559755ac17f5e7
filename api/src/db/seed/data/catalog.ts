// The exams, plans and SKUs we sell, with list prices in US cents (converted per currency by the seeder).
import { LOCALES, type Locale } from '../../../shared/locale.js';
import { examTexts, planTexts, skuTexts, type SkuCode } from './catalog-texts.js';

export const PERSONALITY_EXAM_ID = 1836;
export const IQ_EXAM_ID = 2047;

export const exams = [
  { id: PERSONALITY_EXAM_ID, code: 'BMBTI', kind: 'personality', durationMinutes: 15, position: 1, texts: examTexts.BMBTI },
  { id: IQ_EXAM_ID, code: 'MRIQ', kind: 'iq', durationMinutes: 20, position: 2, texts: examTexts.MRIQ },
] as const;

export const plans = [
  { code: 'weekly', interval: 'WEEK', intervalCount: 1, trialDays: 3, usdMinor: 1999, position: 1, texts: planTexts.weekly },
  { code: 'monthly', interval: 'MONTH', intervalCount: 1, trialDays: 0, usdMinor: 4999, position: 2, texts: planTexts.monthly },
] as const;

export interface SkuSeed {
  code: SkuCode;
  kind: 'report' | 'subscription' | 'package' | 'vip';
  plan?: 'weekly' | 'monthly';
  upsellStep?: number;
  /** Due at checkout, US cents. */
  usdMinor: number;
  /** Each later period, US cents (subscriptions). */
  recurringUsdMinor?: number;
}

const personalitySkus: SkuSeed[] = [
  { code: 'trial-weekly', kind: 'subscription', plan: 'weekly', usdMinor: 0, recurringUsdMinor: 1999 },
  { code: 'monthly', kind: 'subscription', plan: 'monthly', usdMinor: 4999, recurringUsdMinor: 4999 },
  { code: 'report', kind: 'report', usdMinor: 999 },
  // Upsell steps in SPEC order: skip trial, add packs, in-depth content, member exclusive, access product.
  { code: 'skip-trial', kind: 'subscription', plan: 'weekly', upsellStep: 1, usdMinor: 1999, recurringUsdMinor: 1999 },
  { code: 'skill-packs', kind: 'package', upsellStep: 2, usdMinor: 699 },
  { code: 'in-depth-content', kind: 'package', upsellStep: 3, usdMinor: 599 },
  { code: 'member-exclusive', kind: 'vip', upsellStep: 4, usdMinor: 799 },
  // Every IQ report for good, as an add-on: never dearer than the one IQ report sold on its own.
  { code: 'access-product', kind: 'package', upsellStep: 5, usdMinor: 999 },
];

const iqSkus: SkuSeed[] = [
  { code: 'trial-weekly', kind: 'subscription', plan: 'weekly', usdMinor: 0, recurringUsdMinor: 1999 },
  { code: 'monthly', kind: 'subscription', plan: 'monthly', usdMinor: 4999, recurringUsdMinor: 4999 },
  { code: 'iq-report', kind: 'report', usdMinor: 999 },
];

export const skusByExam: ReadonlyMap<number, readonly SkuSeed[]> = new Map([
  [PERSONALITY_EXAM_ID, personalitySkus],
  [IQ_EXAM_ID, iqSkus],
]);

export { skuTexts };

export function languagePosition(code: Locale): number {
  return LOCALES.indexOf(code) + 1;
}

/** BCP 47 tags of the nine locales. */
export const BCP47: Record<Locale, string> = {
  EN: 'en',
  CN: 'zh-CN',
  FR: 'fr',
  ES: 'es',
  JA: 'ja',
  HK: 'zh-HK',
  DE: 'de',
  PT: 'pt',
  KR: 'ko',
};
