// Fixed-window rate limits counted in the database: one atomic upsert per hit, so concurrent requests in several
// processes never count past the limit unseen. Old windows are pruned by a background job.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitWindow } from './rate-limit.entity.js';

export interface RateRule {
  /** Names the counter: 'mail:address:retrieve-reports', 'mail:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; rule: string; retryAfterSeconds: number };

/** Windows older than this are deleted by pruneRateLimits (longer than any rule's window). */
export const KEEP_WINDOWS_MS = 24 * 3600_000;

export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function counterKey(rule: RateRule, subject: string): string {
  return `${rule.name.slice(0, 30)}:${createHash('sha256').update(subject).digest('hex')}`;
}

/** Counts one hit of `subject` under `rule`; the hit that goes past the limit (and every later one) is refused. */
export async function hit(em: EntityManager, rule: RateRule, subject: string, now: Date): Promise<RateDecision> {
  const start = windowStart(now, rule.windowMs);
  const rows = await em.execute<Array<{ hits: number }>>(
    `insert into rate_limit (key, window_start, hits) values (?, ?, 1)
      on conflict (key, window_start) do update set hits = rate_limit.hits + 1
      returning hits`,
    [counterKey(rule, subject), start],
  );
  if (Number(rows[0]?.hits ?? 0) <= rule.limit) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + rule.windowMs - now.getTime()) / 1000));
  return { allowed: false, rule: rule.name, retryAfterSeconds };
}

/** Counts a hit under each rule in order and stops at the first refusal (later rules are not counted then). */
export async function hitAll(em: EntityManager, checks: ReadonlyArray<{ rule: RateRule; subject: string }>, now: Date): Promise<RateDecision> {
  for (const { rule, subject } of checks) {
    const decision = await hit(em, rule, subject, now);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

export async function pruneRateLimits(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(RateLimitWindow, { windowStart: { $lt: new Date(now.getTime() - KEEP_WINDOWS_MS) } });
}
