// Sign-in throttling with exponential backoff instead of a lock-out. Failures are counted per address from one IP,
// per IP (one machine trying many addresses) and per address (many machines trying one); past a few free tries each
// failure makes that subject wait twice as long (1 s, 2 s, 4 s ... at most 15 minutes). The per-address wait does not
// apply to an IP the owner has signed in from before, so an attack on an address never locks its owner out; and the
// mailed sign-in link is never throttled by this (it has its own mail limits).
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SignInThrottle } from './sign-in-throttle.entity.js';

interface Backoff { kind: string; freeFailures: number }
export const PAIR: Backoff = { kind: 'signin:pair', freeFailures: 5 };
export const IP: Backoff = { kind: 'signin:ip', freeFailures: 30 };
export const ADDRESS: Backoff = { kind: 'signin:address', freeFailures: 10 };
const TRUSTED = 'signin:trusted';
export const MAX_WAIT_MS = 15 * 60_000;
/** Failures older than this are forgotten; trusted IPs are kept this long after their last sign-in. */
export const FORGET_AFTER_MS = 24 * 3600_000;
const TRUST_FOR_MS = 90 * 24 * 3600_000;

function key(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\n')).digest('hex')}`;
}

/** How long a subject waits after its n-th failure in a row. */
export function waitAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - freeFailures));
}

function subjects(address: string, ip: string): Array<{ backoff: Backoff; key: string }> {
  return [
    { backoff: PAIR, key: key(PAIR.kind, address, ip) },
    { backoff: IP, key: key(IP.kind, ip) },
    { backoff: ADDRESS, key: key(ADDRESS.kind, address) },
  ];
}

/** Seconds to wait before this address may be tried from this IP; 0 when it may be tried now. */
export async function signInWait(em: EntityManager, address: string, ip: string, now: Date): Promise<number> {
  const all = subjects(address, ip);
  const rows = await em.find(SignInThrottle, { key: { $in: [...all.map((s) => s.key), key(TRUSTED, address, ip)] } });
  const trusted = rows.some((row) => row.key.startsWith(`${TRUSTED}:`) && now.getTime() - row.lastSeenAt.getTime() < TRUST_FOR_MS);
  let waitMs = 0;
  for (const { backoff, key: subjectKey } of all) {
    if (backoff === ADDRESS && trusted) continue;
    const row = rows.find((candidate) => candidate.key === subjectKey);
    if (row?.blockedUntil) waitMs = Math.max(waitMs, row.blockedUntil.getTime() - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** Counts a failure against each subject and sets its next allowed try. */
export async function recordSignInFailure(em: EntityManager, address: string, ip: string, now: Date): Promise<void> {
  for (const { backoff, key: subjectKey } of subjects(address, ip)) {
    const rows = await em.execute<Array<{ failures: number }>>(
      `insert into sign_in_throttle (key, failures, last_seen_at) values (?, 1, ?)
        on conflict (key) do update set
          failures = case when sign_in_throttle.last_seen_at < ? then 1 else sign_in_throttle.failures + 1 end,
          last_seen_at = excluded.last_seen_at
        returning failures`,
      [subjectKey, now, new Date(now.getTime() - FORGET_AFTER_MS)],
    );
    const wait = waitAfter(Number(rows[0]?.failures ?? 1), backoff.freeFailures);
    if (wait > 0) await em.nativeUpdate(SignInThrottle, { key: subjectKey }, { blockedUntil: new Date(now.getTime() + wait) });
  }
}

/** A right password: this address's count from this IP starts again, and the IP is trusted for the address. */
export async function recordSignInSuccess(em: EntityManager, address: string, ip: string, now: Date): Promise<void> {
  await em.nativeDelete(SignInThrottle, { key: key(PAIR.kind, address, ip) });
  await em.execute(
    `insert into sign_in_throttle (key, failures, last_seen_at) values (?, 0, ?)
      on conflict (key) do update set last_seen_at = excluded.last_seen_at`,
    [key(TRUSTED, address, ip), now],
  );
}

export async function pruneSignInThrottles(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(SignInThrottle, {
    $or: [
      { key: { $like: `${TRUSTED}:%` }, lastSeenAt: { $lt: new Date(now.getTime() - TRUST_FOR_MS) } },
      { key: { $not: { $like: `${TRUSTED}:%` } }, lastSeenAt: { $lt: new Date(now.getTime() - FORGET_AFTER_MS) } },
    ],
  });
}
