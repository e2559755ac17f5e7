// reportPrice: the cheapest paid report, ignoring subscriptions, packages and free SKUs.
import type { LandingPricesQuery } from './api';
import { reportPrice } from './price';

const usd = { code: 'USD', fractionDigits: 2, decimalComma: false };
function sku(id: number, kind: LandingPricesQuery['skus'][number]['kind'], amountMinor: number): LandingPricesQuery['skus'][number] {
  return { id, kind, price: { amountMinor, currency: usd } };
}

describe('reportPrice', () => {
  it('picks the cheapest paid REPORT sku', () => {
    const skus = [sku(1, 'SUBSCRIPTION', 0), sku(2, 'REPORT', 1299), sku(3, 'REPORT', 999), sku(4, 'PACKAGE', 399), sku(5, 'REPORT', 0)];
    expect(reportPrice(skus)?.amountMinor).toBe(999);
  });

  it('is null when no paid report is sold', () => {
    expect(reportPrice([sku(1, 'SUBSCRIPTION', 1999), sku(2, 'REPORT', 0)])).toBeNull();
    expect(reportPrice([])).toBeNull();
  });
});
