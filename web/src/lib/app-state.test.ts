// App state: defaults, updates, subscribers, and what survives in session and local storage.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AppStateProvider, useAppState } from './app-state-context';
import { createAppStore, DEFAULT_STATE, sanitize, SESSION_STATE_KEY } from './app-state';
import { createMemoryStore } from './storage';

function stores() {
  return { session: createMemoryStore({ defaultTtlMs: null }), local: createMemoryStore() };
}

describe('createAppStore', () => {
  it('starts from the SPEC defaults', () => {
    const state = createAppStore(stores()).getState();
    expect(state.locale).toBe('EN');
    expect(state.windowWidths).toEqual({ inner: 1920, desktop: 1200 });
    expect(state.questionPage).toBe(1);
    expect(state.config).toMatchObject({ theme: 'founder', examId: 1836, code: 'BMBTI' });
  });

  it('merges updates, config one level deep, and notifies subscribers until they unsubscribe', () => {
    const store = createAppStore(stores());
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().questionPage));
    store.setState({ questionPage: 2, config: { theme: 'ocean' } });
    store.setState((s) => ({ questionPage: s.questionPage + 1 }));
    unsubscribe();
    store.setState({ questionPage: 9 });
    expect(seen).toEqual([2, 3]);
    expect(store.getState().config).toMatchObject({ theme: 'ocean', examId: 1836, code: 'BMBTI' });
  });

  it('restores the whole state within the same session', () => {
    const s = stores();
    createAppStore(s).setState({ email: 'a@b.c', selectedAnswers: { q1: 'A' }, locale: 'JA' });
    const restored = createAppStore(s).getState();
    expect(restored).toMatchObject({ email: 'a@b.c', selectedAnswers: { q1: 'A' }, locale: 'JA' });
  });

  it('carries only the long-lived parts into a new session, and keeps the email out of local storage', () => {
    const { local } = stores();
    createAppStore({ session: createMemoryStore(), local }).setState({
      email: 'a@b.c', locale: 'KR', tracking: { logid: 'L' }, config: { theme: 'ocean', examId: 7, code: 'IQ' },
    });
    const next = createAppStore({ session: createMemoryStore(), local }).getState();
    expect(next).toMatchObject({ email: '', locale: 'KR', tracking: { logid: 'L' } });
    expect(next.config).toMatchObject({ theme: 'ocean', examId: 7, code: 'IQ' });
    expect(local.get('email')).toBeNull();
  });

  it('ignores saved data of the wrong shape', () => {
    const s = stores();
    s.session.set(SESSION_STATE_KEY, { locale: 'XX', questionPage: 'two', email: 'kept@x.y', config: { examId: '5' } });
    const state = createAppStore(s).getState();
    expect(state).toMatchObject({ locale: 'EN', questionPage: 1, email: 'kept@x.y' });
    expect(state.config.examId).toBe(1836);
  });
});

describe('sanitize', () => {
  it('keeps known keys of the same kind only', () => {
    expect(sanitize({ a: 1, b: {}, c: 'x' }, { a: 2, b: [], c: 'y', d: true })).toEqual({ a: 2, b: {}, c: 'y' });
    expect(sanitize(DEFAULT_STATE, null)).toBe(DEFAULT_STATE);
  });
});

describe('useAppState', () => {
  it('renders the selected slice from the provided store', () => {
    const store = createAppStore(stores());
    store.setState({ config: { theme: 'ocean' } });
    const Theme = () => createElement('span', null, useAppState((s) => s.config.theme));
    expect(renderToString(createElement(AppStateProvider, { store, children: createElement(Theme) }))).toBe('<span>ocean</span>');
  });

  it('fails clearly without a provider', () => {
    const Theme = () => createElement('span', null, useAppState((s) => s.locale));
    expect(() => renderToString(createElement(Theme))).toThrow(/AppStateProvider/);
  });
});
