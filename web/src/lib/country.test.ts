// The visitor's country: the app state's, else the browser's region, else US.
import { regionFromLanguages, visitorCountry } from './country';

describe('visitorCountry', () => {
  it('prefers the app state, then the browser region, then US', () => {
    expect(visitorCountry('de', ['fr-FR'])).toBe('DE');
    expect(visitorCountry('', ['fr-CA', 'en'])).toBe('CA');
    expect(visitorCountry('', ['ja'])).toBe('JP');
    expect(visitorCountry('', ['zh-Hant'])).toBe('TW');
    expect(visitorCountry('', [])).toBe('US');
    expect(regionFromLanguages(['not a tag!', 'es'])).toBe('ES');
  });
});
