// Sessions of signed-in members: a random token in an HttpOnly, SameSite=Lax cookie, its hash in user_session.
// Thirty days from the last use; a password change or reset ends every other session. In production the cookie is
// `__Host-` prefixed and always Secure: browsers then refuse it over HTTP, from a subdomain or with another path.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { AppError } from '../../shared/errors.js';
import { User } from '../user/user.entity.js';
import { UserSession } from './session.entity.js';

export const SESSION_COOKIE = 'mp_session';
/** The production name: the prefix makes browsers demand Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 3600_000;
/** A session is extended at most once an hour, so reads do not each write. */
const TOUCH_AFTER_MS = 3600_000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token of the request's cookie, if it has one of the right shape. */
export function readSessionToken(cookieHeader: string | undefined, cookieName = SESSION_COOKIE): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== cookieName) continue;
    const value = rest.join('=');
    if (/^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * The Set-Cookie value. `production` uses the `__Host-` name and Secure whatever the request says; elsewhere the
 * plain name, Secure when the request came over HTTPS.
 */
export function sessionCookie(token: string | null, secure: boolean, production = false): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${token ? SESSION_DAYS * 24 * 3600 : 0}`];
  if (secure || production) attributes.push('Secure');
  return `${production ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${token ?? ''}; ${attributes.join('; ')}`;
}

export async function createSession(em: EntityManager, user: User, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(UserSession, {
    tokenHash: tokenHash(token),
    // By reference: the account may have been loaded by another EntityManager (a service's transaction).
    user: em.getReference(User, user.id),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  await em.flush();
  return token;
}

/** The member of a live session; extends it when it was last seen over an hour ago. */
export async function sessionUser(em: EntityManager, token: string, now: Date): Promise<User | null> {
  const session = await em.findOne(UserSession, { tokenHash: tokenHash(token), expiresAt: { $gt: now } }, { populate: ['user'] });
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await em.nativeUpdate(UserSession, { id: session.id }, { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) });
  }
  return session.user;
}

export async function endSession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(UserSession, { tokenHash: tokenHash(token) });
}

/** Ends every session of the member but the one with `keepToken` (the one that changed the password). */
export async function endOtherSessions(em: EntityManager, user: User, keepToken: string | undefined): Promise<void> {
  const keep = keepToken ? { tokenHash: { $ne: tokenHash(keepToken) } } : {};
  await em.nativeDelete(UserSession, { user: user.id, ...keep });
}

export async function pruneSessions(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(UserSession, { expiresAt: { $lt: now } });
}

/** What a request knows of its member: who is signed in, and how to sign in or out (the cookie is set on the reply). */
export interface Auth {
  viewer(): Promise<User | null>;
  signIn(user: User): Promise<void>;
  /** Ends this session; `everywhere` ends every session of the member (a shared computer, a lost phone). */
  signOut(options?: { everywhere?: boolean }): Promise<void>;
  /** The request's own session token, kept when other sessions are ended. */
  readonly token: string | undefined;
}

/** The signed-in member; UNAUTHENTICATED (401 over REST) otherwise. */
export async function requireViewer(auth: Auth): Promise<User> {
  const user = await auth.viewer();
  if (!user) throw new AppError('UNAUTHENTICATED', 'unauthenticated', 'Please sign in.');
  return user;
}

export function createAuth(em: EntityManager, req: Request, res: Response | undefined, production = false): Auth {
  let token = readSessionToken(req.get('cookie'), production ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  let viewer: Promise<User | null> | undefined;
  const setCookie = (value: string | null) => res?.append('Set-Cookie', sessionCookie(value, req.secure, production));
  return {
    get token() {
      return token;
    },
    viewer() {
      viewer ??= token ? sessionUser(em, token, new Date()) : Promise.resolve(null);
      return viewer;
    },
    async signIn(user) {
      if (token) await endSession(em, token);
      token = await createSession(em, user, new Date());
      viewer = Promise.resolve(user);
      setCookie(token);
    },
    async signOut(options) {
      const member = options?.everywhere ? await this.viewer() : null;
      if (member) await endOtherSessions(em, member, undefined);
      if (token) await endSession(em, token);
      token = undefined;
      viewer = Promise.resolve(null);
      setCookie(null);
    },
  };
}
