// Google tag consent ('gtag-state'): denied by default, granted only on the rule of SPEC section 4, sent through gtag.

export const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type ConsentValue = 'granted' | 'denied';
export type ConsentState = Readonly<Record<ConsentType, ConsentValue>>;

export const DEFAULT_CONSENT: ConsentState = {
  ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied',
};
export const GRANTED_CONSENT: ConsentState = {
  ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted',
};

/** The continent code that the SPEC calls "the euro region value". */
export const EURO_REGION = 'EU';

export interface ConsentInput {
  continentCode: string | null | undefined;
  /** The config mode, prod-www-{product}; 'fb' in it marks the Facebook-traffic build. */
  mode: string;
  current: ConsentState;
}

/** SPEC section 4, exactly: granted when the continent is EU and the mode has no 'fb'; otherwise unchanged. */
export function decideConsent({ continentCode, mode, current }: ConsentInput): ConsentState {
  return continentCode === EURO_REGION && !mode.includes('fb') ? GRANTED_CONSENT : current;
}

/** Ad pixels may load only when ad storage is granted. */
export function allowsAds(state: ConsentState): boolean {
  return state.ad_storage === 'granted';
}

export type Gtag = (...args: unknown[]) => void;

export function applyConsent(gtag: Gtag, state: ConsentState, command: 'default' | 'update' = 'update'): void {
  gtag('consent', command, { ...state });
}

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * The standard gtag stub: commands queue on dataLayer until gtag.js loads. gtag.js only recognises
 * commands pushed as Arguments objects, not arrays, hence `arguments`.
 */
export function ensureGtag(win: GtagWindow): Gtag {
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  const gtag: Gtag = function () {
    // eslint-disable-next-line prefer-rest-params -- see above
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  return gtag;
}
