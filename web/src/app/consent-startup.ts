// Consent and ads at start-up: gtag consent denied by default, the SPEC section 4 rule, ad pixels and reCAPTCHA.
import type { AppConfig } from '../config';
import { decidePixels, loadPixels, shouldLoadRecaptcha } from '../lib/ads';
import type { AppStore } from '../lib/app-state';
import { applyConsent, decideConsent, DEFAULT_CONSENT, ensureGtag, type Gtag } from '../lib/consent';
import type { QueryCache } from '../lib/query-cache';
import { loadScript } from '../lib/scripts';
import { CountryContinentsDocument } from './api';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** The continent of the app state's country, or '' when no country is known or the lookup fails. */
async function continentOf(store: AppStore, cache: QueryCache): Promise<string> {
  const { continentCode, config } = store.getState();
  if (continentCode || !config.countryCode) return continentCode;
  try {
    const { countries } = await cache.load(CountryContinentsDocument, {});
    const continent = countries.find((c) => c.code === config.countryCode.toUpperCase())?.continent ?? '';
    if (continent) store.setState({ continentCode: continent });
    return continent;
  } catch {
    return '';
  }
}

function ignore(): void {
  // a blocked or missing third-party script must not break the page
}

export async function startConsentAndAds(store: AppStore, cache: QueryCache, appConfig: AppConfig, win: Window): Promise<void> {
  const gtag = ensureGtag(win as GtagWindow);
  applyConsent(gtag, DEFAULT_CONSENT, 'default');
  if (appConfig.scripts.gtag) {
    const id = new URL(appConfig.scripts.gtag, win.location.href).searchParams.get('id');
    gtag('js', new Date());
    if (id) gtag('config', id);
    loadScript(appConfig.scripts.gtag, win.document).catch(ignore);
  }
  if (shouldLoadRecaptcha(appConfig.mode)) loadScript(appConfig.scripts.recaptcha, win.document).catch(ignore);

  const continentCode = await continentOf(store, cache);
  const consent = decideConsent({ continentCode, mode: appConfig.mode, current: DEFAULT_CONSENT });
  if (consent !== DEFAULT_CONSENT) applyConsent(gtag, consent, 'update');
  // The stored tracking set still holds the click id on pages after the landing one.
  const pixels = decidePixels(new URLSearchParams(store.getState().tracking as Record<string, string>), consent);
  if (pixels.length > 0) loadPixels(pixels, appConfig.scripts.pixels, win.document).catch(ignore);
}
