// The structured logger: pino, with personal data and secrets redacted wherever they appear.
import { pino, type Logger } from 'pino';

/** Paths whose values never reach the logs (request bodies, headers, errors). */
export const REDACT_PATHS = [
  'email',
  '*.email',
  '*.*.email',
  'password',
  '*.password',
  '*.*.password',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'variables.email',
  'variables.password',
  'variables.input.email',
  'variables.input.password',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
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
