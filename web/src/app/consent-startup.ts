// Consent, tags and ads at start-up: Consent Mode v2 defaults (denied in the EEA, the UK and Switzerland), then the
// visitor's choice; gtag.js loads only with consent to measurement or ads, and an ad pixel only when its click id is
// in the visit, the visitor's region and choice allow ads. A later choice (the notice, the footer link) applies at once.
import type { AppConfig } from '../config';
import { decidePixels, loadPixels, setAdsAllowed, shouldLoadRecaptcha } from '../lib/ads';
import type { AppStore } from '../lib/app-state';
import { allowsAds, allowsAnalytics, applyConsent, applyDefaults, effectiveConsent, ensureGtag, GRANTED_CONSENT, DEFAULT_CONSENT, type Gtag } from '../lib/consent';
import { consentStore as defaultConsentStore, type ConsentStore } from '../lib/consent-store';
import { regionFromLanguages } from '../lib/country';
import { loadScript } from '../lib/scripts';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

function ignore(): void {
  // a blocked or missing third-party script must not break the page
}

/** The visitor's country: the one the app was told, else the region of the browser's language, else unknown (''). */
export function visitorRegion(store: AppStore, languages: readonly string[]): string {
  return store.getState().config.countryCode.trim().toUpperCase() || regionFromLanguages(languages) || '';
}

export function startConsentAndAds(store: AppStore, appConfig: AppConfig, win: Window, consent: ConsentStore = defaultConsentStore): void {
  const gtag = ensureGtag(win as GtagWindow);
  applyDefaults(gtag, appConfig.mode.includes('fb') ? DEFAULT_CONSENT : GRANTED_CONSENT);
  if (shouldLoadRecaptcha(appConfig.mode)) loadScript(appConfig.scripts.recaptcha, win.document).catch(ignore);

  let gtagStarted = false;
  const apply = () => {
    const state = effectiveConsent({ country: visitorRegion(store, win.navigator.languages), mode: appConfig.mode, choice: consent.get().choice });
    applyConsent(gtag, state, 'update');
    setAdsAllowed(allowsAds(state));
    if (!gtagStarted && appConfig.scripts.gtag && (allowsAnalytics(state) || allowsAds(state))) {
      gtagStarted = true;
      const id = new URL(appConfig.scripts.gtag, win.location.href).searchParams.get('id');
      gtag('js', new Date());
      if (id) gtag('config', id);
      loadScript(appConfig.scripts.gtag, win.document).catch(ignore);
    }
    // The kept tracking set still holds the click id on pages after the landing one (for this session).
    const pixels = decidePixels(new URLSearchParams(store.getState().tracking as Record<string, string>), state);
    if (pixels.length > 0) loadPixels(pixels, appConfig.scripts.pixels, win.document).catch(ignore);
    // Saving the state again drops or keeps the ad click ids in local storage according to the choice.
    store.setState({ tracking: store.getState().tracking });
  };
  apply();
  let last = consent.get().choice;
  consent.subscribe(() => {
    if (consent.get().choice === last) return;
    last = consent.get().choice;
    apply();
  });
}
