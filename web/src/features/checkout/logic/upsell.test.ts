// The upsell steps: SPEC order, what each step offers, and the mutation for each kind of item.
import { buyKind, isTrialOrder, parseStep, stepItems, stepName, UPSELL_STEPS, type OfferedItem } from './upsell';

const item = (id: number, kind: OfferedItem['kind'], upsellStep: number | null, amountMinor = 999): OfferedItem =>
  ({ id, kind, upsellStep, purchased: false, price: { amountMinor } });

const packages = [item(4, 'SUBSCRIPTION', 1, 1999), item(5, 'PACKAGE', 2), item(6, 'PACKAGE', 3), item(7, 'VIP', 4), item(8, 'PACKAGE', 5)];
const plans = [item(1, 'SUBSCRIPTION', null, 0), item(2, 'SUBSCRIPTION', null, 4999), item(4, 'SUBSCRIPTION', 1, 1999)];

it('has the five steps of SPEC section 4 in order', () => {
  expect(UPSELL_STEPS).toEqual(['skipTrial', 'addPacks', 'inDepth', 'memberExclusive', 'accessProduct']);
  expect(stepName(4)).toBe('memberExclusive');
  expect(parseStep('?step=3')).toBe(3);
  expect(parseStep('?step=6')).toBe(1);
  expect(parseStep('')).toBe(1);
});

it('offers skipping the trial to trial buyers and the paid plans to the others', () => {
  expect(stepItems(1, true, packages, plans).map((i) => i.id)).toEqual([4]);
  expect(stepItems(1, false, packages, plans).map((i) => i.id)).toEqual([2]);
  expect(stepItems(4, false, packages, plans).map((i) => i.id)).toEqual([7]);
});

it('knows a trial order and the mutation of each kind', () => {
  expect(isTrialOrder({ sku: { kind: 'SUBSCRIPTION' }, amount: { amountMinor: 0 } })).toBe(true);
  expect(isTrialOrder({ sku: { kind: 'SUBSCRIPTION' }, amount: { amountMinor: 4999 } })).toBe(false);
  expect(buyKind('SUBSCRIPTION')).toBe('plan');
  expect(buyKind('VIP')).toBe('vip');
  expect(buyKind('PACKAGE')).toBe('package');
});
