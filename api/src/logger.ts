// The structured logger: pino, with personal data and secrets redacted wherever they appear, and every unguessable
// token (report, order, sign-in, cancel links) masked in paths and messages, the access log included.
import { pino, type Logger } from 'pino';

/** Paths whose values never reach the logs (request bodies, headers, errors). */
export const REDACT_PATHS = [
  'email',
  '*.email',
  '*.*.email',
  'password',
  '*.password',
  '*.*.password',
  'token',
  '*.token',
  '*.*.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'variables.email',
  'variables.password',
  'variables.token',
  'variables.code',
  'variables.input.email',
  'variables.input.password',
  'variables.input.token',
  'variables.input.code',
];

/**
 * A run of 20 or more URL-safe characters is what our tokens look like (32 random bytes, base64url; order numbers;
 * UUIDs): such a run is replaced wherever it stands. Words are never that long without a separator.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{20,}/g;
export const TOKEN_MASK = '[token]';

export function maskTokens(text: string): string {
  return text.replace(TOKEN_RUN, TOKEN_MASK);
}

/** The path of a request URL for the access log: no query string (it may carry emails), no tokens. */
export function loggablePath(url: string): string {
  return maskTokens(url.split('?')[0] ?? '');
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: {
      // Messages are written by us but may quote a URL or a value: their tokens are masked too.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskTokens(arg) : arg)) as Parameters<typeof method>);
      },
    },
  }, destination);
}

/** Runs one start-up phase and logs how long it took at debug level ({ phase, ms }; bench/start.ts reads them). */
export async function startupPhase<T>(log: Logger, phase: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    log.debug({ phase, ms: Math.round(performance.now() - started) }, 'start-up phase');
  }
}
