// Consent to measurement and advertising: the visitor's own choice (Accept all, Reject all, or per purpose), kept in
// local storage and changeable at any time; Google Consent Mode v2 defaults that are denied in the EEA, the UK and
// Switzerland until the visitor chooses; and the effective state every tag and pixel obeys.
// This departs from SPEC section 4 ('granted when the continent is EU'): see README, "Consent".

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

/**
 * Where consent must be asked before anything is stored or sent (GDPR with the ePrivacy Directive, the UK GDPR and
 * PECR, Switzerland's revFADP): the 27 EU members, Iceland, Liechtenstein, Norway, the UK and Switzerland.
 */
export const CONSENT_REGIONS: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH',
];

/** An unknown country is treated as one where consent is needed. */
export function needsConsent(country: string | null | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase();
  return !code || CONSENT_REGIONS.includes(code);
}

/** The purposes a visitor chooses; what is strictly necessary (language, answers, sign-in) needs no consent. */
export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
  /** ISO time of the choice. */
  at: string;
}

export const CONSENT_STORAGE_KEY = 'consent-choice';

export function stateOfChoice(choice: Pick<ConsentChoice, 'analytics' | 'ads'>): ConsentState {
  const ads = choice.ads ? 'granted' : 'denied';
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: choice.analytics ? 'granted' : 'denied' };
}

export interface ConsentInput {
  /** The visitor's country (ISO 3166 alpha-2), '' when unknown. */
  country: string;
  /** The config mode, prod-www-{product}; 'fb' in it marks the Facebook-traffic build, which grants nothing unasked. */
  mode: string;
  choice: ConsentChoice | null;
}

/**
 * The state tags and pixels obey: the visitor's choice whenever there is one; before a choice, denied where consent
 * is needed (and on the fb build), granted elsewhere (where an opt-out is the rule, offered by the same notice).
 */
export function effectiveConsent({ country, mode, choice }: ConsentInput): ConsentState {
  if (choice) return stateOfChoice(choice);
  return needsConsent(country) || mode.includes('fb') ? DEFAULT_CONSENT : GRANTED_CONSENT;
}

/** Ad pixels may load only when ad storage is granted. */
export function allowsAds(state: ConsentState): boolean {
  return state.ad_storage === 'granted';
}

export function allowsAnalytics(state: ConsentState): boolean {
  return state.analytics_storage === 'granted';
}

export type Gtag = (...args: unknown[]) => void;

export function applyConsent(gtag: Gtag, state: ConsentState, command: 'default' | 'update' = 'update'): void {
  gtag('consent', command, { ...state });
}

/**
 * Consent Mode v2 defaults before gtag.js runs: denied for the regions that need consent (Google applies the most
 * specific default), and `outside` elsewhere; tags wait half a second for a stored choice.
 */
export function applyDefaults(gtag: Gtag, outside: ConsentState): void {
  gtag('consent', 'default', { ...DEFAULT_CONSENT, region: [...CONSENT_REGIONS], wait_for_update: 500 });
  gtag('consent', 'default', { ...outside, wait_for_update: 500 });
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
