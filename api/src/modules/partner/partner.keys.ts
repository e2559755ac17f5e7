// Partner organisations and their API keys: made and revoked by the operator (npm run partner), shown once, stored as
// a SHA-256; a request's `Authorization: Bearer <key>` names the caller.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Partner, PartnerApiKey, PartnerCode, PartnerScope } from './partner.entity.js';

const KEY_PREFIX = 'mp_';
const KEY_SHAPE = /^mp_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;
const NAME_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,79}$/u;
const CODE_SHAPE = /^[A-Z0-9][A-Z0-9-]{3,31}$/;

export const ALL_SCOPES: readonly PartnerScope[] = Object.values(PartnerScope);

/** Who is calling with a valid key. */
export interface PartnerCaller {
  partnerId: string;
  keyId: string;
  name: string;
  scopes: readonly PartnerScope[];
  origins: readonly string[];
  rateLimitPerMinute: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function newKey(): { key: string; prefix: string } {
  const id = randomBytes(4).toString('hex');
  return { key: `${KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}`, prefix: `${KEY_PREFIX}${id}` };
}

function newCode(name: string): string {
  const stem = name.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 12) || 'P';
  return `${stem}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** An origin as browsers send it: scheme, host and port, nothing else. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function parseScopes(value: string | undefined): PartnerScope[] {
  if (!value) return [...ALL_SCOPES];
  const scopes = value.split(',').map((scope) => scope.trim().toLowerCase()).filter(Boolean);
  const unknown = scopes.filter((scope) => !ALL_SCOPES.includes(scope as PartnerScope));
  if (unknown.length > 0) throw new Error(`Unknown scope(s): ${unknown.join(', ')}. Use ${ALL_SCOPES.join(', ')}.`);
  return [...new Set(scopes)] as PartnerScope[];
}

export interface NewPartner {
  name: string;
  scopes?: PartnerScope[];
  origins?: string[];
  webhookUrl?: string;
  rateLimitPerMinute?: number;
  code?: string;
}

export interface IssuedPartner {
  partner: Partner;
  /** Shown once: only its hash is stored. */
  key: string;
  keyPrefix: string;
  code: string;
  webhookSecret: string;
}

function checkWebhookUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The webhook URL must be http(s).');
  return url.toString();
}

export async function createPartner(em: EntityManager, input: NewPartner): Promise<IssuedPartner> {
  const name = input.name.trim();
  if (!NAME_SHAPE.test(name)) throw new Error('A partner name is 1-80 letters, digits, spaces or . & \' -');
  const origins = (input.origins ?? []).map((origin) => {
    const normal = normaliseOrigin(origin);
    if (!normal) throw new Error(`Not an origin: ${origin} (expected https://host[:port])`);
    return normal;
  });
  const code = input.code?.trim().toUpperCase() ?? newCode(name);
  if (!CODE_SHAPE.test(code)) throw new Error('A partner code is 4-32 capital letters, digits or dashes.');
  return em.transactional(async (tx) => {
    if (await tx.count(Partner, { name })) throw new Error(`A partner named ${name} exists already.`);
    if (await tx.count(PartnerCode, { code })) throw new Error(`The code ${code} is taken.`);
    const partner = tx.create(Partner, {
      name, origins, webhookUrl: checkWebhookUrl(input.webhookUrl), webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
      ...(input.rateLimitPerMinute ? { rateLimitPerMinute: input.rateLimitPerMinute } : {}),
    });
    tx.create(PartnerCode, { code, partner });
    const { key, prefix } = await addKey(tx, partner, input.scopes ?? [...ALL_SCOPES]);
    return { partner, key, keyPrefix: prefix, code, webhookSecret: partner.webhookSecret };
  });
}

async function addKey(em: EntityManager, partner: Partner, scopes: PartnerScope[]): Promise<{ key: string; prefix: string }> {
  const { key, prefix } = newKey();
  em.create(PartnerApiKey, { partner, prefix, hash: sha256(key), scopes });
  await em.flush();
  return { key, prefix };
}

/** Another key for an active partner (rotation: issue, switch, revoke the old one). */
export async function issueKey(em: EntityManager, partnerName: string, scopes: PartnerScope[]): Promise<{ key: string; prefix: string }> {
  const partner = await em.findOne(Partner, { name: partnerName, revokedAt: null });
  if (!partner) throw new Error(`No active partner named ${partnerName}.`);
  return addKey(em, partner, scopes);
}

/** Revokes one key (by its prefix) or, given a partner's name, the partner and every key of it. */
export async function revoke(em: EntityManager, target: string, now = new Date()): Promise<string> {
  if (target.startsWith(KEY_PREFIX)) {
    const revoked = await em.nativeUpdate(PartnerApiKey, { prefix: target, revokedAt: null }, { revokedAt: now });
    if (revoked === 0) throw new Error(`No active key ${target}.`);
    return `revoked key ${target}`;
  }
  const partner = await em.findOne(Partner, { name: target, revokedAt: null });
  if (!partner) throw new Error(`No active partner or key named ${target}.`);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(Partner, { id: partner.id }, { revokedAt: now });
    await tx.nativeUpdate(PartnerApiKey, { partner: partner.id, revokedAt: null }, { revokedAt: now });
  });
  return `revoked partner ${target} and its keys`;
}

export interface PartnerListing {
  name: string;
  active: boolean;
  codes: string[];
  origins: string[];
  webhookUrl: string | null;
  keys: Array<{ prefix: string; scopes: string[]; active: boolean; lastUsedAt: Date | null }>;
}

export async function listPartners(em: EntityManager): Promise<PartnerListing[]> {
  const partners = await em.find(Partner, {}, { orderBy: { name: 'asc' } });
  const keys = await em.find(PartnerApiKey, { partner: { $in: partners.map((p) => p.id) } }, { orderBy: { createdAt: 'asc' } });
  const codes = await em.find(PartnerCode, { partner: { $in: partners.map((p) => p.id) } });
  return partners.map((partner) => ({
    name: partner.name,
    active: !partner.revokedAt,
    codes: codes.filter((code) => code.partner.id === partner.id).map((code) => code.code),
    origins: partner.origins,
    webhookUrl: partner.webhookUrl ?? null,
    keys: keys.filter((key) => key.partner.id === partner.id)
      .map((key) => ({ prefix: key.prefix, scopes: key.scopes, active: !key.revokedAt, lastUsedAt: key.lastUsedAt ?? null })),
  }));
}

/** The caller a bearer key names; null for a malformed, unknown or revoked key (or a revoked partner). */
export async function authenticateKey(em: EntityManager, key: string, now = new Date()): Promise<PartnerCaller | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const hash = sha256(key);
  const row = await em.findOne(PartnerApiKey, { hash, revokedAt: null, partner: { revokedAt: null } }, { populate: ['partner'] });
  // The lookup is by hash; the constant-time compare keeps it honest if the index ever returns a near miss.
  if (!row || !timingSafeEqual(Buffer.from(row.hash), Buffer.from(hash))) return null;
  await em.nativeUpdate(PartnerApiKey, { id: row.id }, { lastUsedAt: now });
  const { partner } = row;
  return {
    partnerId: partner.id, keyId: row.id, name: partner.name, scopes: row.scopes, origins: partner.origins,
    rateLimitPerMinute: partner.rateLimitPerMinute,
  };
}

/** The partner whose code started a sitting, when the code is known and the partner active. */
export async function partnerOfCode(em: EntityManager, code: string | undefined): Promise<Partner | null> {
  const normal = code?.trim().toUpperCase();
  if (!normal || !CODE_SHAPE.test(normal)) return null;
  const row = await em.findOne(PartnerCode, { code: normal, partner: { revokedAt: null } }, { populate: ['partner'] });
  return row?.partner ?? null;
}

/** Whether any active partner registered this origin (for CORS preflights, which carry no key). */
export async function isRegisteredOrigin(em: EntityManager, origin: string): Promise<boolean> {
  const rows = await em.execute<Array<{ one: number }>>(
    'select 1 as one from partner where revoked_at is null and ? = any(origins) limit 1', [origin]);
  return rows.length > 0;
}
