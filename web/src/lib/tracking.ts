// Tracking parameters kept from the landing URL, carried on internal links, and the client headers of every API call.
import type { Store } from './storage';

/**
 * SPEC section 3 lists the first nine; msclkid is Bing's click id, kept so the Bing UET pixel (ads.ts) can
 * still be decided on later pages; partner is a partner's code from a `?partner=` link, which attributes the
 * sitting to that partner (startTest partnerCode).
 */
export const TRACKING_PARAMS = ['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid', 'msclkid', 'partner'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type Tracking = Partial<Record<TrackingParam, string>>;

export const TRACKING_STORAGE_KEY = 'tracking';
/** The parameters that identify an ad click: kept beyond the session only with consent to advertising. */
export const AD_CLICK_PARAMS: readonly TrackingParam[] = ['fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid', 'msclkid'];

export function withoutAdClicks(tracking: Tracking): Tracking {
  return Object.fromEntries(Object.entries(tracking).filter(([name]) => !AD_CLICK_PARAMS.includes(name as TrackingParam)));
}
export const UID_STORAGE_KEY = 'uid';
const MAX_VALUE_LENGTH = 512;

/** The tracking parameters present (and non-empty) in a search string; names are case-sensitive (ScCid). */
export function captureTracking(search: string): Tracking {
  const params = new URLSearchParams(search);
  const captured: Tracking = {};
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) captured[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return captured;
}

/** A newer click replaces the stored one; parameters absent from the new URL are kept. */
export function mergeTracking(stored: Tracking, captured: Tracking): Tracking {
  return { ...stored, ...captured };
}

/** Captures the URL's parameters into the stored set and returns the merged set; ad click ids are stored only with consent. */
export function rememberTracking(search: string, storage: Store, keepAdClicks = false): Tracking {
  const merged = mergeTracking(storage.get<Tracking>(TRACKING_STORAGE_KEY) ?? {}, captureTracking(search));
  storage.set(TRACKING_STORAGE_KEY, keepAdClicks ? merged : withoutAdClicks(merged));
  return merged;
}

/**
 * Appends the kept parameters to an internal path ('/pay?x=1#top'); parameters the path already has win.
 * Anything that is not a same-site path (https://..., //host, mailto:) is returned unchanged.
 */
export function withTracking(path: string, tracking: Tracking): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const url = new URL(path, 'http://internal.invalid');
  for (const name of TRACKING_PARAMS) {
    const value = tracking[name];
    if (value && !url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return url.pathname + url.search + url.hash;
}

/** An anonymous visitor id, generated once and kept in local storage (365 days, renewed on each read). */
export function getOrCreateUid(storage: Store, randomId: () => string = () => crypto.randomUUID()): string {
  const uid = storage.get<string>(UID_STORAGE_KEY) || randomId();
  storage.set(UID_STORAGE_KEY, uid);
  return uid;
}

export interface HeaderInput {
  locale: string;
  tracking: Tracking;
}

export interface HeaderDeps {
  uid: string;
  config: { appId: string; appVersion: string };
}

/** SPEC section 7: logid, App-Version, Exam-App-Id, hl, uid on every call; an absent logid is left out. */
export function apiHeaders(state: HeaderInput, { uid, config }: HeaderDeps): Record<string, string> {
  const headers: Record<string, string> = {
    'App-Version': config.appVersion,
    'Exam-App-Id': config.appId,
    hl: state.locale,
    uid,
  };
  if (state.tracking.logid) headers.logid = state.tracking.logid;
  return headers;
}
