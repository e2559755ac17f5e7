// Rate limits of everything a visitor can ask to be mailed (retrieve reports, sign-in links, codes): a few per
// address per hour for each kind of mail, and a budget per IP shared by all of them, so nobody can use us to
// flood an inbox or probe many addresses.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hitAll, type RateDecision, type RateRule } from '../rate-limit/rate-limit.service.js';

const HOUR = 3600_000;
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
export const MAIL_REQUESTS_PER_IP_PER_HOUR = 20;

export type MailRequestKind = 'retrieve-reports' | 'sign-in-link' | 'verification-code' | 'cancel-link' | 'privacy-link';

export const ipRule: RateRule = { name: 'mail:ip', limit: MAIL_REQUESTS_PER_IP_PER_HOUR, windowMs: HOUR };

export function addressRule(kind: MailRequestKind): RateRule {
  return { name: `mail:${kind}`, limit: MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR };
}

/** Counts one request (IP first, then the normalised address); a refusal names the rule that refused. */
export function limitMailRequest(
  em: EntityManager,
  request: { kind: MailRequestKind; address: string; ip: string },
  now: Date,
): Promise<RateDecision> {
  return hitAll(em, [
    { rule: ipRule, subject: request.ip },
    { rule: addressRule(request.kind), subject: request.address },
  ], now);
}
