// The visitor's country as a hook: the app state's country code, else the browser's region, else US (lib/country).
import { useAppState } from './app-state-context';
import type { AppState } from './app-state';
import { visitorCountry } from './country';

const selectCountry = (s: AppState) => s.config.countryCode;

export function useVisitorCountry(): string {
  const countryCode = useAppState(selectCountry);
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return visitorCountry(countryCode, languages);
}
