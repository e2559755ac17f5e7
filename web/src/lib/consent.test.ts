// Consent: the visitor's choice, the regional defaults (denied in the EEA, UK and CH), and what reaches gtag.
import { allowsAds, applyConsent, applyDefaults, CONSENT_REGIONS, DEFAULT_CONSENT, effectiveConsent, ensureGtag, GRANTED_CONSENT, needsConsent } from './consent';
import { createConsentStore } from './consent-store';
import { createStore } from './storage';

describe('effectiveConsent', () => {
  it('is denied for every type before a choice where consent is needed, and where the country is unknown', () => {
    expect(Object.keys(DEFAULT_CONSENT)).toEqual(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']);
    for (const country of ['DE', 'FR', 'GB', 'CH', 'NO', 'IS', 'LI', 'PT', '']) {
      expect(effectiveConsent({ country, mode: 'prod-www-mindprint', choice: null })).toEqual(DEFAULT_CONSENT);
    }
  });

  it('never grants unasked in the EEA, UK and CH, not even on the rule of SPEC section 4', () => {
    expect(CONSENT_REGIONS).toHaveLength(32);
    expect(needsConsent('de')).toBe(true);
    expect(needsConsent('US')).toBe(false);
  });

  it('grants before a choice elsewhere, except on the fb build', () => {
    expect(effectiveConsent({ country: 'US', mode: 'prod-www-mindprint', choice: null })).toEqual(GRANTED_CONSENT);
    expect(effectiveConsent({ country: 'BR', mode: 'prod-www-fbmindprint', choice: null })).toEqual(DEFAULT_CONSENT);
  });

  it('follows the choice everywhere, purpose by purpose', () => {
    const at = '2026-11-26T12:00:00.000Z';
    expect(effectiveConsent({ country: 'US', mode: 'prod-www-mindprint', choice: { analytics: false, ads: false, at } })).toEqual(DEFAULT_CONSENT);
    expect(effectiveConsent({ country: 'DE', mode: 'prod-www-mindprint', choice: { analytics: true, ads: true, at } })).toEqual(GRANTED_CONSENT);
    expect(effectiveConsent({ country: 'FR', mode: 'prod-www-mindprint', choice: { analytics: true, ads: false, at } })).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted',
    });
  });
});

describe('allowsAds', () => {
  it('follows ad_storage', () => {
    expect(allowsAds(GRANTED_CONSENT)).toBe(true);
    expect(allowsAds({ ...GRANTED_CONSENT, ad_storage: 'denied' })).toBe(false);
  });
});

describe('consent store', () => {
  it('keeps the choice in storage, reopens the settings and tells its listeners', () => {
    const backing = new Map<string, string>();
    const storage = createStore({ backend: () => ({ getItem: (k) => backing.get(k) ?? null, setItem: (k, v) => void backing.set(k, v), removeItem: (k) => void backing.delete(k) }) });
    const store = createConsentStore(storage, () => new Date('2026-11-26T12:00:00Z'));
    expect(store.get()).toEqual({ choice: null, settingsOpen: false });
    let told = 0;
    store.subscribe(() => void (told += 1));
    store.choose({ analytics: false, ads: true });
    expect(store.get().choice).toEqual({ analytics: false, ads: true, at: '2026-11-26T12:00:00.000Z' });
    store.openSettings();
    expect(store.get().settingsOpen).toBe(true);
    expect(told).toBe(2);
    expect(createConsentStore(storage).get().choice).toEqual({ analytics: false, ads: true, at: '2026-11-26T12:00:00.000Z' });
  });
});

describe('applyDefaults', () => {
  it('sets Consent Mode v2 defaults: denied for the consent regions, the given state elsewhere', () => {
    const calls: unknown[][] = [];
    applyDefaults((...args: unknown[]) => void calls.push(args), GRANTED_CONSENT);
    expect(calls).toEqual([
      ['consent', 'default', { ...DEFAULT_CONSENT, region: CONSENT_REGIONS, wait_for_update: 500 }],
      ['consent', 'default', { ...GRANTED_CONSENT, wait_for_update: 500 }],
    ]);
  });
});

describe('applyConsent / ensureGtag', () => {
  it('calls gtag consent default or update with the four types', () => {
    const calls: unknown[][] = [];
    const gtag = (...args: unknown[]) => void calls.push(args);
    applyConsent(gtag, DEFAULT_CONSENT, 'default');
    applyConsent(gtag, GRANTED_CONSENT);
    expect(calls).toEqual([['consent', 'default', DEFAULT_CONSENT], ['consent', 'update', GRANTED_CONSENT]]);
  });

  it('queues commands on dataLayer as Arguments objects, once per window', () => {
    const win: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    const gtag = ensureGtag(win);
    expect(ensureGtag(win)).toBe(gtag);
    applyConsent(gtag, DEFAULT_CONSENT, 'default');
    const entry = win.dataLayer?.[0];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'default', DEFAULT_CONSENT]);
  });
});
