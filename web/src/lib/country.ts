// The visitor's country for prices and the "your region" counter, when no screen has set one in the app state.

/** SPEC's fallback market: prices are always available in US dollars. */
export const FALLBACK_COUNTRY = 'US';

/** The region of the first browser language, filled in by likely-subtag rules ('fr' is FR, 'en' is US); null if none. */
export function regionFromLanguages(languages: readonly string[]): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // not a valid tag; try the next one
    }
  }
  return null;
}

export function visitorCountry(countryCode: string, languages: readonly string[]): string {
  return countryCode.trim().toUpperCase() || regionFromLanguages(languages) || FALLBACK_COUNTRY;
}
