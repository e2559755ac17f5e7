// Consent: the SPEC section 4 rule and what reaches gtag.
import { allowsAds, applyConsent, decideConsent, DEFAULT_CONSENT, ensureGtag, GRANTED_CONSENT, type ConsentState } from './consent';

describe('decideConsent', () => {
  it('is denied for every type by default', () => {
    expect(Object.values(DEFAULT_CONSENT)).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(Object.keys(DEFAULT_CONSENT)).toEqual(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']);
  });

  it('grants when the continent is EU and the mode has no fb', () => {
    expect(decideConsent({ continentCode: 'EU', mode: 'prod-www-mindprint', current: DEFAULT_CONSENT })).toEqual(GRANTED_CONSENT);
  });

  it.each([
    ['EU', 'prod-www-fbmindprint'],
    ['NA', 'prod-www-mindprint'],
    ['eu', 'prod-www-mindprint'],
    ['', 'prod-www-mindprint'],
    [null, 'prod-www-mindprint'],
  ])('leaves the state unchanged for continent %p and mode %p', (continentCode, mode) => {
    const current: ConsentState = { ...DEFAULT_CONSENT, analytics_storage: 'granted' };
    expect(decideConsent({ continentCode, mode, current })).toBe(current);
  });
});

describe('allowsAds', () => {
  it('follows ad_storage', () => {
    expect(allowsAds(GRANTED_CONSENT)).toBe(true);
    expect(allowsAds({ ...GRANTED_CONSENT, ad_storage: 'denied' })).toBe(false);
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
