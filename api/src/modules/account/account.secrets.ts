// One-time secrets mailed to an address: six-digit codes (15 minutes, five wrong guesses) and sign-in link tokens.
// A new secret for the same address and purpose retires the older ones, so only the latest mail works.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sendNowOr, type Statement } from '../../db/lean.js';
import type { User } from '../user/user.entity.js';
import { AccountToken, AccountTokenPurpose } from './account-token.entity.js';

export const CODE_MINUTES = 15;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
export const SIGN_IN_LINK_MINUTES = 30;
/** The link in the first purchase's mail: the buyer may read it days later. */
export const PURCHASE_SIGN_IN_LINK_MINUTES = 7 * 24 * 60;

export const CODE_PATTERN = /^\d{6}$/;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function codeHash(tokenId: string, code: string): string {
  return sha256(`${tokenId}:${code}`);
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

interface Issue {
  purpose: AccountTokenPurpose;
  email: string;
  user?: User | null;
  pending?: AccountToken['pending'];
  minutes: number;
}

/**
 * Writes a new secret's row and retires the older live ones of its address and purpose, in one statement (every first
 * purchase mails a sign-in link): only the latest mail works.
 */
async function replaceToken(em: EntityManager, issue: Issue, now: Date, secret: (id: string) => string, pending?: Statement[]): Promise<void> {
  const id = randomUUID();
  const statement: Statement = [
    `with retired as (update account_token set used_at = ? where email = ? and purpose = ? and used_at is null)
      insert into account_token (id, purpose, email, user_id, pending, secret_hash, failed_attempts, created_at, expires_at)
      values (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    [now, issue.email, issue.purpose, id, issue.purpose, issue.email, issue.user?.id ?? null,
      issue.pending ? JSON.stringify(issue.pending) : null, secret(id), now, new Date(now.getTime() + issue.minutes * 60_000)]];
  await sendNowOr(em, [statement], pending);
}

/** A new six-digit code for the address, written in the caller's transaction; returns the code to mail. */
export async function issueCode(em: EntityManager, issue: Omit<Issue, 'minutes'>, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceToken(em, { ...issue, minutes: CODE_MINUTES }, now, (id) => codeHash(id, code));
  return code;
}

/**
 * A new sign-in link token, written in the caller's transaction (with its other writes when it passes `pending`);
 * returns the token to put in the link.
 */
export async function issueLinkToken(em: EntityManager, issue: Omit<Issue, 'purpose'>, now: Date, pending?: Statement[]): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await replaceToken(em, { ...issue, purpose: AccountTokenPurpose.SIGN_IN }, now, () => sha256(secret), pending);
  return secret;
}

/**
 * Spends the latest live code of the address when `code` matches it. A wrong guess counts against the code and the
 * fifth one spends it; the row is locked so two guesses at once cannot both be counted as the first.
 */
export async function consumeCode(
  em: EntityManager,
  email: string,
  purpose: AccountTokenPurpose,
  code: string,
  now: Date,
): Promise<AccountToken | null> {
  const token = await em.findOne(
    AccountToken,
    { email, purpose, usedAt: null, expiresAt: { $gt: now } },
    { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!token) return null;
  if (CODE_PATTERN.test(code) && sameHex(token.secretHash, codeHash(token.id, code))) {
    token.usedAt = now;
    return token;
  }
  token.failedAttempts += 1;
  if (token.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) token.usedAt = now;
  return null;
}

/** Spends a live sign-in link token; null when unknown, used or expired. */
export async function consumeLinkToken(em: EntityManager, secret: string, now: Date): Promise<AccountToken | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const token = await em.findOne(
    AccountToken,
    { secretHash: sha256(secret), purpose: AccountTokenPurpose.SIGN_IN, usedAt: null, expiresAt: { $gt: now } },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!token) return null;
  token.usedAt = now;
  return token;
}

export async function pruneAccountTokens(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(AccountToken, { expiresAt: { $lt: new Date(now.getTime() - 24 * 3600_000) } });
}
