// Ad pixels: which load (click id in the query and consent granted), loading them, and sending the ads events of SPEC
// section 3 with each platform's names for them (section 9's mappings).
import type { ScriptUrls } from '../config';
import { allowsAds, type ConsentState } from './consent';
import { loadScript, type ScriptDocument } from './scripts';
import type { Store } from './storage';

export type PixelName = 'kwai' | 'snap' | 'bing' | 'facebook' | 'tiktok';

/** The click-id query parameter each platform appends to its ad links. */
export const PIXEL_CLICK_PARAMS: Readonly<Record<PixelName, string>> = {
  kwai: 'click_id', snap: 'ScCid', bing: 'msclkid', facebook: 'fbclid', tiktok: 'ttclid',
};
const PIXELS = Object.keys(PIXEL_CLICK_PARAMS) as PixelName[];

export function decidePixels(query: string | URLSearchParams, consent: ConsentState): PixelName[] {
  if (!allowsAds(consent)) return [];
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return PIXELS.filter((name) => Boolean(params.get(PIXEL_CLICK_PARAMS[name])));
}

/** reCAPTCHA stays off on the Facebook-traffic build (a mode containing 'fb'). */
export function shouldLoadRecaptcha(mode: string): boolean {
  return !mode.includes('fb');
}

const loadedPixels = new Set<PixelName>();
/** Pixel loads under way, and the events sent meanwhile: they go out once the loads end (consent given a moment ago,
 * or a page whose data arrived before the vendor script). */
let loading = 0;
let pending: Array<() => void> = [];
/** Withdrawn consent stops events at once (a loaded vendor script cannot be unloaded). */
let adsAllowed = false;

export function setAdsAllowed(allowed: boolean): void {
  adsAllowed = allowed;
}

/** Loads the configured pixels among `names`; resolves with those that loaded (unconfigured or failed ones are skipped). */
export async function loadPixels(names: readonly PixelName[], urls: ScriptUrls['pixels'], doc: ScriptDocument): Promise<PixelName[]> {
  loading += 1;
  const results = await Promise.allSettled(names.map((name) => loadScript(urls[name], doc)));
  loading -= 1;
  const ok = names.filter((_, i) => { const r = results[i]; return r?.status === 'fulfilled' && r.value; });
  for (const name of ok) loadedPixels.add(name);
  if (loading === 0) {
    const queued = pending;
    pending = [];
    for (const send of queued) send();
  }
  return ok;
}

export type AdEventName = 'ViewContent' | 'Lead' | 'InitiateCheckout' | 'Purchase';

export interface AdEventInput {
  value: number;
  currency: string;
  contentType?: string;
  items: readonly { id: string; quantity?: number }[];
  email?: string;
}

/** The ads event of SPEC section 3. */
export interface AdEvent {
  value: number;
  currency: string;
  content_type: string;
  contents: { id: string; quantity: number }[];
  email?: string;
}

export function shapeAdEvent({ value, currency, contentType = 'product', items, email }: AdEventInput): AdEvent {
  const event: AdEvent = {
    value: Math.round(value * 100) / 100,
    currency: currency.toUpperCase(),
    content_type: contentType,
    contents: items.map(({ id, quantity = 1 }) => ({ id, quantity })),
  };
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? { ...event, email: trimmed } : event;
}

/** Each platform's name for the standard events (SPEC section 9: event mappings per platform). */
export const PLATFORM_EVENTS: Readonly<Record<PixelName, Record<AdEventName, string>>> = {
  facebook: { ViewContent: 'ViewContent', Lead: 'Lead', InitiateCheckout: 'InitiateCheckout', Purchase: 'Purchase' },
  tiktok: { ViewContent: 'ViewContent', Lead: 'SubmitForm', InitiateCheckout: 'InitiateCheckout', Purchase: 'CompletePayment' },
  snap: { ViewContent: 'VIEW_CONTENT', Lead: 'SIGN_UP', InitiateCheckout: 'START_CHECKOUT', Purchase: 'PURCHASE' },
  bing: { ViewContent: 'page_view', Lead: 'submit_lead_form', InitiateCheckout: 'begin_checkout', Purchase: 'purchase' },
  kwai: { ViewContent: 'EVENT_CONTENT_VIEW', Lead: 'EVENT_FORM_SUBMIT', InitiateCheckout: 'EVENT_INITIATED_CHECKOUT', Purchase: 'EVENT_PURCHASE' },
};

type Call = (...args: unknown[]) => unknown;
/** The vendor globals the pixel scripts define; all optional because any of them may be missing. */
export interface PixelWindow {
  fbq?: Call;
  ttq?: { track?: Call; identify?: Call };
  snaptr?: Call;
  uetq?: { push: Call };
  kwaiq?: { instance?: (pixelId: string) => { track?: Call } };
}

/** The email goes only where the platform takes it as user data, never as an event property (Facebook rejects PII there). */
const SENDERS: Readonly<Record<PixelName, (win: PixelWindow, name: string, e: AdEvent, kwaiPixelId: string) => void>> = {
  facebook: (win, name, { email: _email, ...data }) => void win.fbq?.('track', name, data),
  tiktok: (win, name, { email, ...data }) => {
    if (email) win.ttq?.identify?.({ email });
    win.ttq?.track?.(name, { ...data, contents: data.contents.map((c) => ({ content_id: c.id, quantity: c.quantity })) });
  },
  snap: (win, name, e) =>
    void win.snaptr?.('track', name, { price: e.value, currency: e.currency, item_ids: e.contents.map((c) => c.id), user_email: e.email }),
  bing: (win, name, e) => void win.uetq?.push('event', name, { revenue_value: e.value, currency: e.currency }),
  kwai: (win, name, { email: _email, ...data }, pixelId) => void (pixelId && win.kwaiq?.instance?.(pixelId)?.track?.(name, data)),
};

export interface TrackDeps {
  window: PixelWindow;
  /** Defaults to the pixels loadPixels has loaded in this page. */
  loaded?: ReadonlySet<PixelName> | readonly PixelName[];
  /** Kwai addresses its pixel by id: the pixel_id tracking parameter. */
  kwaiPixelId?: string;
}

/** Sends the event to every loaded pixel; no-op when none loaded. A failing vendor script never breaks the caller. */
export function trackAdEvent(name: AdEventName, payload: AdEventInput, deps: TrackDeps): void {
  if (!deps.loaded && !adsAllowed) return;
  if (!deps.loaded && loadedPixels.size === 0 && loading > 0) {
    pending.push(() => trackAdEvent(name, payload, deps));
    return;
  }
  const event = shapeAdEvent(payload);
  for (const pixel of deps.loaded ?? loadedPixels) {
    try {
      SENDERS[pixel](deps.window, PLATFORM_EVENTS[pixel][name], event, deps.kwaiPixelId ?? '');
    } catch {
      // third-party code; the purchase flow must go on
    }
  }
}

/** The mapped events a page sends: ViewContent (the offer shown), Lead (an address left), InitiateCheckout (an order
 * made) and Purchase (an order paid). Each goes out once per key in a browser session, so a reload counts nothing twice. */
const SENT_KEY = 'ads-sent';

export function trackAdEventOnce(name: AdEventName, key: string, payload: AdEventInput, deps: TrackDeps & { store: Pick<Store, 'get' | 'set'> }): void {
  // Without consent (and a pixel loaded for it) nothing is sent, and nothing is marked as sent.
  if (!deps.loaded && !adsAllowed) return;
  const sent = deps.store.get<string[]>(SENT_KEY) ?? [];
  const id = `${name}:${key}`;
  if (sent.includes(id)) return;
  deps.store.set(SENT_KEY, [...sent, id].slice(-50));
  trackAdEvent(name, payload, deps);
}
