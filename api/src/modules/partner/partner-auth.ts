// The partner edge of /graphql and /api: CORS for the origins partners registered (and no other), the bearer key,
// and a per-key rate limit (429 with Retry-After), all before the request reaches GraphQL or a REST route.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hit } from '../rate-limit/rate-limit.service.js';
import { authenticateKey, isRegisteredOrigin, type PartnerCaller } from './partner.keys.js';

const CALLER = Symbol('partner');
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const MINUTE_MS = 60_000;

type PartnerRequest = Request & { [CALLER]?: PartnerCaller };

export function partnerOf(req: Request): PartnerCaller | undefined {
  return (req as PartnerRequest)[CALLER];
}

/** GraphQL callers get GraphQL-shaped errors, REST callers the facade's envelope. */
function refuse(req: Request, res: Response, status: number, code: string, message: string): void {
  if (req.baseUrl.startsWith('/graphql')) res.status(status).json({ errors: [{ message, extensions: { code } }] });
  else res.status(status).json({ result: status, data: null, msg: message });
}

function bearer(req: Request): string | null | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/**
 * `ownOrigin` is the web app's origin (same-origin calls need no CORS). A preflight carries no key, so it is allowed
 * for an origin some active partner registered; the request itself must then come with a key of that partner.
 */
export function partnerEdge(orm: MikroORM, ownOrigin: string): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const origin = req.get('origin');
      const crossOrigin = origin !== undefined && origin !== ownOrigin;
      if (crossOrigin) res.vary('Origin');
      if (req.method === 'OPTIONS' && crossOrigin) {
        if (!(await isRegisteredOrigin(orm.em.fork(), origin))) return void res.status(403).end();
        res.set({
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': 'authorization, content-type, hl',
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        });
        return void res.status(204).end();
      }
      const key = bearer(req);
      if (key === undefined) return next();
      const em = orm.em.fork();
      const now = new Date();
      const caller = key ? await authenticateKey(em, key, now) : null;
      if (!caller) {
        res.set('WWW-Authenticate', 'Bearer realm="mindprint", error="invalid_token"');
        return refuse(req, res, 401, 'INVALID_API_KEY', 'The API key is not valid (unknown, malformed or revoked).');
      }
      if (crossOrigin) {
        if (!caller.origins.includes(origin)) return refuse(req, res, 403, 'ORIGIN_NOT_ALLOWED', `The origin ${origin.slice(0, 100)} is not registered for this partner.`);
        res.set('Access-Control-Allow-Origin', origin);
      }
      const decision = await hit(em, { name: 'partner:key', limit: caller.rateLimitPerMinute, windowMs: MINUTE_MS }, caller.keyId, now);
      if (!decision.allowed) {
        res.set('Retry-After', String(decision.retryAfterSeconds));
        return refuse(req, res, 429, 'RATE_LIMITED', `Over ${caller.rateLimitPerMinute} requests a minute for this key; retry after ${decision.retryAfterSeconds} s.`);
      }
      (req as PartnerRequest)[CALLER] = caller;
      next();
    } catch (error) {
      next(error);
    }
  };
}
