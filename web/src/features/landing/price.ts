// The price shown before the test: the cheapest paid in-depth report among the exam's SKUs.
import type { LandingPricesQuery } from './api';

type Sku = LandingPricesQuery['skus'][number];

/** The cheapest REPORT SKU with a price; null when the exam sells no paid report (the result is free either way). */
export function reportPrice(skus: readonly Sku[]): Sku['price'] | null {
  let best: Sku['price'] | null = null;
  for (const sku of skus) {
    if (sku.kind !== 'REPORT' || sku.price.amountMinor <= 0) continue;
    if (!best || sku.price.amountMinor < best.amountMinor) best = sku.price;
  }
  return best;
}
