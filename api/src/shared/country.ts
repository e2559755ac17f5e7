// ISO 3166-1 alpha-2 country codes as they reach us from clients ('us', ' DE ').

/** The upper-cased two-letter code, or undefined for anything else. */
export function cleanCountry(country: string | null | undefined): string | undefined {
  const code = country?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}
