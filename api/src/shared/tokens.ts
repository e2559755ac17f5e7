// Unguessable tokens: every link that opens a sitting, an order, a report or an account carries one.
import { randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** The pattern of every unguessable token (32 random bytes, base64url), with some slack for older lengths. */
export const TOKEN_PATTERN = TOKEN;

/** 32 random bytes, base64url: 256 bits nobody guesses. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A value of the token's shape; anything else matches nothing, so callers answer 'not found' without asking. */
export function isToken(value: string): boolean {
  return TOKEN.test(value);
}
