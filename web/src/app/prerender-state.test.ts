// The prerendered page's state: built the same way for the prerender and for hydration, and read back safely.
import { DEFAULT_CONFIG } from '../lib/app-state';
import { prerenderAppState, readPrerenderInfo, serializeInfo, type PrerenderInfo } from './prerender-state';

function docWith(text: string | null): Document {
  return { getElementById: () => (text === null ? null : { textContent: text }) } as unknown as Document;
}

describe('prerenderAppState', () => {
  it('takes the route theme and exam over the given theme, and keeps the locale', () => {
    const state = prerenderAppState({ locale: 'JA', theme: 'founder' }, '/landing/girl/BMBTI-1836');
    expect(state.locale).toBe('JA');
    expect(state.config).toEqual({ ...DEFAULT_CONFIG, theme: 'girl', examId: 1836, code: 'BMBTI', query: {} });
    expect(state.tracking).toEqual({});
  });

  it('keeps the given theme on a content page', () => {
    expect(prerenderAppState({ locale: 'EN', theme: 'relax' }, '/types/BMBTI-1836').config.theme).toBe('relax');
  });
});

describe('prerender info', () => {
  const info: PrerenderInfo = { locale: 'DE', theme: 'young', data: { 'query X|{}': { text: '</script><script>alert(1)</script>' } } };

  it('round-trips through the page without closing its script element', () => {
    const json = serializeInfo(info);
    expect(json).not.toContain('</script');
    expect(readPrerenderInfo(docWith(json))).toEqual(info);
  });

  it('is null for the app shell or anything that does not parse', () => {
    expect(readPrerenderInfo(docWith(null))).toBeNull();
    expect(readPrerenderInfo(docWith('{not json'))).toBeNull();
    expect(readPrerenderInfo(docWith(JSON.stringify({ ...info, theme: 'nope' })))).toBeNull();
  });

  it("carries a landing's part of the catalogue, and drops one that is not all strings", () => {
    const withMessages: PrerenderInfo = { ...info, messages: { 'nav.home': 'Start' } };
    expect(readPrerenderInfo(docWith(serializeInfo(withMessages)))).toEqual(withMessages);
    expect(readPrerenderInfo(docWith(JSON.stringify({ ...info, messages: { 'nav.home': 1 } })))).toEqual(info);
  });
});
