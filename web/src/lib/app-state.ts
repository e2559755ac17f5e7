// The application state of SPEC section 3: typed defaults, a tiny subscribable store, kept per session with long-lived parts in local storage.
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, parseLocale, type Locale } from './locale';
import type { Store } from './storage';
import { TRACKING_STORAGE_KEY, withoutAdClicks, type Tracking } from './tracking';

export interface FormInfo {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  birthYear: string;
  gender: '' | 'male' | 'female';
  country: string;
}

export interface ConfigState {
  theme: string;
  localePath: string;
  countryCode: string;
  examId: number;
  code: string;
  /** The landing query, kept to rebuild links. */
  query: Record<string, string>;
  /** Whether the chat assistant widget is on. */
  botpress: boolean;
}

export interface AppState {
  locale: Locale;
  assets: Record<string, string>;
  windowWidths: { inner: number; desktop: number };
  /** Question key -> chosen option. */
  selectedAnswers: Record<string, string>;
  questionInfo: Record<string, unknown>;
  formInfo: FormInfo;
  email: string;
  appExamId: string;
  configValue: string;
  paymentMethod: string;
  questionPage: number;
  continentCode: string;
  landingPageHref: string;
  secondPhaseOpen: boolean;
  legalProtocols: Record<string, boolean>;
  languages: Record<string, string>;
  tracking: Tracking;
  config: ConfigState;
}

export const DEFAULT_CONFIG: ConfigState = {
  theme: 'founder', localePath: '', countryCode: '', examId: 1836, code: 'BMBTI', query: {}, botpress: false,
};

export const DEFAULT_STATE: AppState = {
  locale: DEFAULT_LOCALE,
  assets: {},
  windowWidths: { inner: 1920, desktop: 1200 },
  selectedAnswers: {},
  questionInfo: {},
  formInfo: { firstName: '', lastName: '', name: '', email: '', birthYear: '', gender: '', country: '' },
  email: '',
  appExamId: '',
  configValue: '',
  paymentMethod: '',
  questionPage: 1,
  continentCode: '',
  landingPageHref: '',
  secondPhaseOpen: false,
  legalProtocols: {},
  languages: {},
  tracking: {},
  config: DEFAULT_CONFIG,
};

export const SESSION_STATE_KEY = 'app-state';

type Update = Partial<Omit<AppState, 'config'>> & { config?: Partial<ConfigState> };

export interface AppStore {
  getState(): AppState;
  /** Merges top-level keys; `config` is merged one level deeper, so { config: { theme } } keeps examId. */
  setState(update: Update | ((state: AppState) => Update)): void;
  subscribe(listener: () => void): () => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only the keys the defaults know, with the defaults' primitive/object kind; old or tampered data cannot break types. */
export function sanitize<T extends object>(defaults: T, loaded: unknown): T {
  if (!isRecord(loaded)) return defaults;
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = loaded[key];
    const sameKind = isRecord(fallback) ? isRecord(value) : typeof value === typeof fallback;
    if (sameKind) result[key] = value;
  }
  return result as unknown as T;
}

function loadState(session: Store, local: Store): AppState {
  const raw = session.get(SESSION_STATE_KEY);
  if (isRecord(raw)) {
    const saved = sanitize(DEFAULT_STATE, raw);
    return {
      ...saved,
      locale: parseLocale(saved.locale) ?? DEFAULT_LOCALE,
      windowWidths: sanitize(DEFAULT_STATE.windowWidths, saved.windowWidths),
      formInfo: sanitize(DEFAULT_STATE.formInfo, saved.formInfo),
      config: sanitize(DEFAULT_CONFIG, saved.config),
    };
  }
  // A new session (tab) starts from the defaults plus the long-lived parts.
  const tracking = local.get(TRACKING_STORAGE_KEY);
  const prefs = sanitize(
    { theme: DEFAULT_CONFIG.theme, examId: DEFAULT_CONFIG.examId, code: DEFAULT_CONFIG.code },
    { theme: local.get('theme'), examId: local.get('examId'), code: local.get('code') },
  );
  return {
    ...DEFAULT_STATE,
    locale: parseLocale(local.get<string>(LOCALE_STORAGE_KEY)) ?? DEFAULT_LOCALE,
    tracking: isRecord(tracking) ? (tracking as Tracking) : {},
    config: { ...DEFAULT_CONFIG, ...prefs },
  };
}

function saveState(state: AppState, session: Store, local: Store, keepAdClicks: boolean): void {
  session.set(SESSION_STATE_KEY, state);
  local.set(LOCALE_STORAGE_KEY, state.locale);
  // Ad click ids outlive the session only with consent to advertising.
  local.set(TRACKING_STORAGE_KEY, keepAdClicks ? state.tracking : withoutAdClicks(state.tracking));
  local.set('theme', state.config.theme);
  local.set('examId', state.config.examId);
  local.set('code', state.config.code);
}

export function createAppStore({ session, local, keepAdClicks = () => false }: {
  session: Store;
  local: Store;
  /** Whether the visitor consented to advertising (ad click ids may then be kept in local storage). */
  keepAdClicks?: () => boolean;
}): AppStore {
  let state = loadState(session, local);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const { config, ...rest } = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...rest, config: config ? { ...state.config, ...config } : state.config };
      saveState(state, session, local, keepAdClicks());
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
