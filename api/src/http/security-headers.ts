// Security headers on every response (helmet): a Content-Security-Policy that allows exactly what the web app loads,
// no framing by anyone, no MIME sniffing, a strict Referrer-Policy (our URLs carry tokens), HSTS in production.
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Every third-party origin the web app may load, by purpose. Payments: Stripe.js and its frames (Stripe's CSP
 * guide); PayPal is a full-page redirect to its approval link, so it needs no origin here. Measurement and ads load
 * only after the visitor's consent (web/src/lib/consent.ts); the origins are the vendors' documented script and
 * beacon hosts.
 */
export const THIRD_PARTY = {
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  google: {
    script: ['https://www.googletagmanager.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  facebook: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] },
  tiktok: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'], img: ['https://analytics.tiktok.com'] },
  snap: { script: ['https://sc-static.net'], connect: ['https://tr.snapchat.com'], img: ['https://tr.snapchat.com'] },
  bing: { script: ['https://bat.bing.com'], connect: ['https://bat.bing.com'], img: ['https://bat.bing.com'] },
  kwai: { script: ['https://s1.kwai.net'], connect: ['https://*.kwai.net'], img: ['https://*.kwai.net'] },
} as const satisfies Record<string, Partial<Record<'script' | 'frame' | 'connect' | 'img', readonly string[]>>>;

function origins(kind: 'script' | 'frame' | 'connect' | 'img'): string[] {
  return Object.values(THIRD_PARTY).flatMap((vendor) => (kind in vendor ? [...(vendor as Record<string, readonly string[]>)[kind]!] : []));
}

export function contentSecurityPolicy(production: boolean, extraScripts: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins('script'), ...extraScripts],
    'connect-src': ["'self'", ...origins('connect')],
    'frame-src': origins('frame'),
    'img-src': ["'self'", 'data:', 'blob:', ...origins('img')],
    // React sets style properties through the DOM (not affected); the inline allowance is for Stripe's and the
    // vendors' injected style elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

interface Recorded {
  set: ReadonlyArray<readonly [string, string]>;
  removed: readonly string[];
}

/**
 * What a helmet middleware does to a response, recorded once: with these options (no per-request values such as CSP
 * nonces) it is the same on every response, and set from the record it costs a fraction of running helmet's chain of
 * middlewares on each request.
 */
function record(middleware: RequestHandler): Recorded {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  let done = false;
  const response = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  middleware({} as Request, response as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('securityHeaders: helmet did not finish at once');
  return { set, removed };
}

function apply({ set, removed }: Recorded): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

export function securityHeaders(production: boolean, extraScripts: readonly string[] = []): RequestHandler {
  const withCsp = apply(record(helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(production, extraScripts) },
    crossOriginEmbedderPolicy: false,
    // Share images and the PDF may be fetched by other sites (previews, mail clients).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Tokens travel in our paths: other sites learn nothing of them.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: production ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })));
  // Apollo Sandbox (outside production only) loads its own scripts from Apollo's CDN: the same headers minus the CSP.
  const sandbox = apply(record(helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  })));
  return (req, res, next) => {
    if (!production && req.method === 'GET' && req.path === '/graphql') return sandbox(req, res, next);
    return withCsp(req, res, next);
  };
}
