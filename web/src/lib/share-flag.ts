// The share flag (SPEC section 2: share links show only when it is on, and it is off by default), read once from
// VITE_SHARE_ENABLED, for every screen that offers sharing (report page, personal centre).
export type ShareEnv = Readonly<Record<string, string | boolean | undefined>>;

const ON = new Set(['1', 'true', 'on', 'yes']);

export function readShareEnabled(env: ShareEnv): boolean {
  const value = env.VITE_SHARE_ENABLED;
  return value === true || (typeof value === 'string' && ON.has(value.trim().toLowerCase()));
}

// import.meta.env is undefined outside Vite (jest), hence the fallback.
export const SHARE_ENABLED: boolean = readShareEnabled((import.meta.env as ShareEnv | undefined) ?? {});
