// The upsell flow of SPEC section 4: five steps in order, what each offers, and which mutation buys an item.
import type { SkuKind } from '../../../gql/graphql';

export const UPSELL_STEPS = ['skipTrial', 'addPacks', 'inDepth', 'memberExclusive', 'accessProduct'] as const;
export type UpsellStepName = (typeof UPSELL_STEPS)[number];
export const LAST_STEP = UPSELL_STEPS.length;

export interface OfferedItem {
  id: number;
  kind: SkuKind;
  upsellStep: number | null;
  purchased: boolean;
  price: { amountMinor: number };
}

export function stepName(step: number): UpsellStepName {
  return UPSELL_STEPS[Math.min(Math.max(step, 1), LAST_STEP) - 1] as UpsellStepName;
}

/** ?step= of the package screen: 1 to 5, else 1. */
export function parseStep(search: string): number {
  const step = Number(new URLSearchParams(search).get('step'));
  return Number.isInteger(step) && step >= 1 && step <= LAST_STEP ? step : 1;
}

export function isTrialOrder(order: { sku: { kind: SkuKind }; amount: { amountMinor: number } }): boolean {
  return order.sku.kind === 'SUBSCRIPTION' && order.amount.amountMinor === 0;
}

/**
 * What a step offers. Step 1 skips a running trial (its own SKU); a buyer without a trial is offered the paid
 * second-phase plans there instead. A free trial is never offered after a purchase.
 */
export function stepItems<T extends OfferedItem>(step: number, parentIsTrial: boolean, packages: readonly T[], plans: readonly T[]): T[] {
  if (step !== 1) return packages.filter((item) => item.upsellStep === step);
  if (parentIsTrial) return packages.filter((item) => item.upsellStep === 1);
  return plans.filter((item) => item.upsellStep === null && item.price.amountMinor > 0);
}

export type BuyKind = 'plan' | 'vip' | 'package';

export function buyKind(kind: SkuKind): BuyKind {
  if (kind === 'SUBSCRIPTION') return 'plan';
  return kind === 'VIP' ? 'vip' : 'package';
}
