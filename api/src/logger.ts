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
