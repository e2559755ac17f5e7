// The signature on partner webhooks: `Mindprint-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
// The timestamp is signed too, so a captured request cannot be replayed later than the receiver's tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Mindprint-Signature';
/** How old a signed timestamp a receiver should accept (the developers page says the same). */
export const TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What a partner's receiver does: recompute the HMAC over the raw body and check the timestamp is recent. */
export function verifySignature(secret: string, header: string | null | undefined, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
