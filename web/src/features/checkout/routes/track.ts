// Ads events of the checkout (SPEC section 3): InitiateCheckout when an order is made, Purchase once per paid order.
import { trackAdEvent, type AdEventName, type PixelWindow } from '../../../lib/ads';
import { sessionStore } from '../../../lib/storage';

interface Sale {
  orderNumber: string;
  skuCode: string;
  amount: { amountMinor: number; currency: { code: string } };
  email?: string | null;
}

const SENT_KEY = 'ads-sent';

export function trackSale(name: AdEventName, sale: Sale, kwaiPixelId?: string): void {
  if (typeof window === 'undefined') return;
  const sent = sessionStore.get<string[]>(SENT_KEY) ?? [];
  const key = `${name}:${sale.orderNumber}`;
  // A reload of the success page must not count the purchase twice.
  if (sent.includes(key)) return;
  sessionStore.set(SENT_KEY, [...sent, key].slice(-50));
  trackAdEvent(name, {
    value: sale.amount.amountMinor / 100,
    currency: sale.amount.currency.code,
    items: [{ id: sale.skuCode }],
    email: sale.email ?? undefined,
  }, { window: window as unknown as PixelWindow, kwaiPixelId });
}
