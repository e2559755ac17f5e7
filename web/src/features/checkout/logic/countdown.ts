// The offer countdown: its deadline is set once per sitting and kept, so reloading never restarts it; when it ends,
// the time-limited discount ends and the price goes back to the listed price (it never rises above it).
import type { Store } from '../../../lib/storage';

export const OFFER_WINDOW_MS = 15 * 60 * 1000;
const KEY = 'offer-deadline';

/** The deadline of the sitting's offer, set now if there is none yet. */
export function offerDeadline(store: Store, attemptToken: string, now: number, windowMs = OFFER_WINDOW_MS): number {
  const saved = store.get<Record<string, number>>(KEY) ?? {};
  const existing = saved[attemptToken];
  if (typeof existing === 'number' && Number.isFinite(existing)) return existing;
  const deadline = now + windowMs;
  store.set(KEY, { ...saved, [attemptToken]: deadline });
  return deadline;
}

/** Whole seconds left, never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 'mm:ss' for the clock face. */
export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
