// Ads events of the checkout (SPEC section 3): ViewContent when the offer shows, InitiateCheckout when an order is
// made, Purchase once per paid order; only to pixels the visitor's consent and region allowed.
import { trackAdEventOnce, type AdEventName, type PixelWindow } from '../../../lib/ads';
import { sessionStore } from '../../../lib/storage';

interface Sale {
  orderNumber: string;
  skuCode: string;
  amount: { amountMinor: number; currency: { code: string } };
  email?: string | null;
}

function deps(kwaiPixelId?: string) {
  return { window: window as unknown as PixelWindow, kwaiPixelId, store: sessionStore };
}

export function trackSale(name: AdEventName, sale: Sale, kwaiPixelId?: string): void {
  if (typeof window === 'undefined') return;
  trackAdEventOnce(name, sale.orderNumber, {
    value: sale.amount.amountMinor / 100,
    currency: sale.amount.currency.code,
    items: [{ id: sale.skuCode }],
    email: sale.email ?? undefined,
  }, deps(kwaiPixelId));
}

interface Shown {
  code: string;
  price: { amountMinor: number; currency: { code: string } };
}

/** The offer of a sitting was shown: its first product's price, and every product on it. */
export function trackOfferView(attemptToken: string, skus: readonly Shown[], kwaiPixelId?: string): void {
  const first = skus[0];
  if (typeof window === 'undefined' || !first) return;
  trackAdEventOnce('ViewContent', attemptToken, {
    value: first.price.amountMinor / 100,
    currency: first.price.currency.code,
    items: skus.map((sku) => ({ id: sku.code })),
  }, deps(kwaiPixelId));
}
