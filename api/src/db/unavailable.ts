// Telling "the database is not there right now" (an outage, a restart, a cut network) from a bug: the first is
// answered 503 with Retry-After so clients retry, the second is logged and masked.
import { ConnectionException, DriverException } from '@mikro-orm/core';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const CONNECTION_MESSAGES = /connection terminated|connection ended|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Connection is closed|terminating connection|too many connections/i;

/** Seconds a client should wait before retrying during an outage. */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (!(error instanceof DriverException) && !(error instanceof Error)) return false;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}
