// Typed front-end configuration, read once from Vite's import.meta.env (VITE_* variables) with a default for every value.

/** The raw environment shape; values are strings at build time, booleans for Vite's own flags. */
export type Env = Readonly<Record<string, string | boolean | undefined>>;

export interface ScriptUrls {
  /** Google tag (gtag.js) with the measurement id, e.g. https://www.googletagmanager.com/gtag/js?id=G-XXXX. */
  gtag: string;
  /** reCAPTCHA v3 loader, e.g. https://www.google.com/recaptcha/api.js?render=SITE_KEY. */
  recaptcha: string;
  /**
   * Ad pixel loaders. Each URL must define the vendor's global (fbq, ttq, snaptr, uetq, kwaiq) and initialise
   * its own account id, typically a small self-hosted snippet; ads.ts only loads it and sends events.
   */
  pixels: { kwai: string; snap: string; bing: string; facebook: string; tiktok: string };
}

export interface AppConfig {
  /** Sent as Exam-App-Id on every call (SPEC section 9: the fixed app id '87'). */
  appId: string;
  /** Sent as App-Version on every call. */
  appVersion: string;
  /** prod-www-{product} (SPEC section 9); a mode containing 'fb' turns off consent granting and reCAPTCHA. */
  mode: string;
  /** The running build, injected by web/build/latest-json-plugin.ts; '' in tests and unplugged dev servers. */
  buildId: string;
  /** How often the new-deploy notice polls /builds/latest.json. */
  deployPollMs: number;
  /** Empty string means "not configured": nothing is loaded for it. */
  scripts: ScriptUrls;
}

export const DEFAULT_APP_ID = '87';
export const DEFAULT_MODE = 'prod-www-mindprint';
export const DEFAULT_DEPLOY_POLL_MS = 5 * 60 * 1000;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function positiveInt(env: Env, key: string, fallback: number): number {
  const value = Number(text(env, key, ''));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readConfig(env: Env): AppConfig {
  return {
    appId: text(env, 'VITE_APP_ID', DEFAULT_APP_ID),
    appVersion: text(env, 'VITE_APP_VERSION', '0.1.0'),
    mode: text(env, 'VITE_APP_MODE', DEFAULT_MODE),
    buildId: text(env, 'VITE_BUILD_ID', ''),
    deployPollMs: positiveInt(env, 'VITE_DEPLOY_POLL_MS', DEFAULT_DEPLOY_POLL_MS),
    scripts: {
      gtag: text(env, 'VITE_GTAG_URL', ''),
      recaptcha: text(env, 'VITE_RECAPTCHA_URL', ''),
      pixels: {
        kwai: text(env, 'VITE_KWAI_PIXEL_URL', ''),
        snap: text(env, 'VITE_SNAP_PIXEL_URL', ''),
        bing: text(env, 'VITE_BING_UET_URL', ''),
        facebook: text(env, 'VITE_FACEBOOK_PIXEL_URL', ''),
        tiktok: text(env, 'VITE_TIKTOK_PIXEL_URL', ''),
      },
    },
  };
}

// import.meta.env is undefined outside Vite (jest), hence the fallback.
export const config: AppConfig = readConfig((import.meta.env as Env | undefined) ?? {});
