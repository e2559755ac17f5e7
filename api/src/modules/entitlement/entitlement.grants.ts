// What each product grants. Products are distinct: a report for one sitting, plans that cover every sitting while they
// are paid, and add-ons that each unlock one thing for good (or, VIP, for a year). Something a buyer holds already,
// directly or through a plan, is never sold again (see ownedProducts).
import { Feature } from './entitlement.entity.js';

export interface Grant {
  feature: Feature;
  /** 'sitting': the sitting the order was placed from; 'all': every sitting, or not about sittings at all. */
  scope: 'sitting' | 'all';
  /** 'forever'; 'plan': the plan's paid periods (trial included); or a number of days from the purchase. */
  duration: 'forever' | 'plan' | { days: number };
}

const sittingReport: Grant = { feature: Feature.PERSONALITY_REPORT, scope: 'sitting', duration: 'forever' };

/** The weekly plan (trial, or trial skipped): every personality report, the skill packs and the member centre. */
const WEEKLY: readonly Grant[] = [
  // The report of the sitting the plan was taken from stays the buyer's after the plan ends.
  sittingReport,
  { feature: Feature.PERSONALITY_REPORT, scope: 'all', duration: 'plan' },
  { feature: Feature.SKILL_PACKS, scope: 'all', duration: 'plan' },
  { feature: Feature.MEMBER_CENTRE, scope: 'all', duration: 'plan' },
];

/** The monthly plan adds the IQ report, the in-depth chapters and priority support. */
const MONTHLY: readonly Grant[] = [
  ...WEEKLY,
  { feature: Feature.IQ_REPORT, scope: 'all', duration: 'plan' },
  { feature: Feature.IN_DEPTH_CHAPTERS, scope: 'all', duration: 'plan' },
  { feature: Feature.PRIORITY_SUPPORT, scope: 'all', duration: 'plan' },
];

export const VIP_DAYS = 365;

/** By SKU code (the same codes in every exam). The first grant is what the product is for: holding it, the product is owned. */
export const PRODUCT_GRANTS: Readonly<Record<string, readonly Grant[]>> = {
  report: [sittingReport],
  'iq-report': [{ feature: Feature.IQ_REPORT, scope: 'sitting', duration: 'forever' }],
  'trial-weekly': WEEKLY,
  // Skipping the trial converts the trial's subscription: its plan entitlements simply run on (subscription module).
  'skip-trial': [],
  monthly: MONTHLY,
  'skill-packs': [{ feature: Feature.SKILL_PACKS, scope: 'all', duration: 'forever' }],
  'in-depth-content': [{ feature: Feature.IN_DEPTH_CHAPTERS, scope: 'all', duration: 'forever' }],
  'member-exclusive': [
    { feature: Feature.MEMBER_CENTRE, scope: 'all', duration: { days: VIP_DAYS } },
    { feature: Feature.PRIORITY_SUPPORT, scope: 'all', duration: { days: VIP_DAYS } },
  ],
  'access-product': [{ feature: Feature.IQ_REPORT, scope: 'all', duration: 'forever' }],
};

export function grantsOf(skuCode: string): readonly Grant[] {
  return PRODUCT_GRANTS[skuCode] ?? [];
}
