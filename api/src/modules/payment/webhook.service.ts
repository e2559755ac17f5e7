// Provider webhooks: verified, stored once by (provider, event id) in the same transaction that applies them, so
// ten deliveries of one event fulfil once, and a failure leaves nothing stored for the provider's retry to trip on.
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentAttempt, PaymentStatus } from './payment-attempt.entity.js';
import type { Payments } from './payment.runtime.js';
import { createHash } from 'node:crypto';
import { recordIncident } from './incidents.js';
import { IncidentKind } from './payment-incident.entity.js';
import { MalformedWebhookError, type ProviderResult, type WebhookEvent } from './providers/provider.js';
import { settleAttempt } from './settle.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'unmatched';

export class WebhookNotConfiguredError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function findAttempt(em: EntityManager, provider: string, event: WebhookEvent): Promise<PaymentAttempt | null> {
  const byRef = event.ref ? await em.findOne(PaymentAttempt, { provider, providerRef: event.ref }) : null;
  if (byRef) return byRef;
  if (event.captureRef) return em.findOne(PaymentAttempt, { provider, captureRef: event.captureRef });
  // An event may overtake our own write of the provider's id (an off-session charge): our id comes back with it.
  if (event.attemptId && UUID.test(event.attemptId)) {
    const attempt = await em.findOne(PaymentAttempt, { id: event.attemptId, provider });
    if (attempt && (!attempt.providerRef || attempt.providerRef === event.ref)) return attempt;
  }
  return null;
}

/** Inserts the event unless it was stored before; true when this delivery is the first. */
async function storeOnce(em: EntityManager, provider: string, event: WebhookEvent, orderId: string | undefined, now: Date): Promise<boolean> {
  const rows = await em.execute<Array<{ id: number }>>(
    `insert into provider_event (provider, event_id, type, order_id, payload, received_at) values (?, ?, ?, ?, ?::jsonb, ?)
      on conflict (provider, event_id) do nothing returning id`,
    [provider, event.id.slice(0, 255), event.type.slice(0, 80), orderId ?? null, JSON.stringify(event.payload), now],
  );
  return rows.length > 0;
}

/** A signed event we cannot read is stored (once) with what it said, and an incident raised for people to look at. */
async function keepMalformed(em: EntityManager, providerName: string, rawBody: Buffer, error: MalformedWebhookError, now: Date): Promise<void> {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
  } catch {
    payload = { unparsable: rawBody.toString('utf8').slice(0, 2000) };
  }
  const id = error.eventId ?? `malformed:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
  await em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: number }>>(
      `insert into provider_event (provider, event_id, type, payload, received_at, malformed) values (?, ?, ?, ?::jsonb, ?, true)
        on conflict (provider, event_id) do nothing returning id`,
      [providerName, id.slice(0, 255), (error.eventType ?? 'unknown').slice(0, 80), JSON.stringify(payload), now],
    );
    if (rows.length === 0) return;
    await recordIncident(tx, { kind: IncidentKind.MALFORMED_EVENT, provider: providerName, detail: { eventId: id, type: error.eventType ?? null, problem: error.message } }, now);
  });
}

export async function handleWebhook(
  em: EntityManager,
  payments: Payments,
  providerName: 'stripe' | 'paypal',
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
  now: Date,
): Promise<WebhookOutcome> {
  const provider = payments.providers.byName(providerName);
  if (!provider || provider.name !== providerName) throw new WebhookNotConfiguredError(`${providerName} is not configured`);
  let event: WebhookEvent;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof MalformedWebhookError) await keepMalformed(em, providerName, rawBody, error, now);
    throw error;
  }
  const attempt = await findAttempt(em, providerName, event);
  // Events that only say "look again" are answered by the provider before anything is stored.
  let result: ProviderResult | undefined = event.result;
  const ref = attempt?.providerRef ?? event.ref;
  if (event.refresh && attempt && ref) {
    result = await provider.refresh(ref, { idempotencyKey: attempt.idempotencyKey, now });
  }
  // A reversal takes the money back whatever the refreshed order reads; a dispute won gives it back.
  if (result && event.chargeback && result.status === PaymentStatus.SUCCEEDED) result = { ...result, refunded: true, chargeback: true };
  if (event.disputeWon && attempt?.providerRef) result = { ref: attempt.providerRef, status: PaymentStatus.SUCCEEDED, disputeWon: true };
  const apply = () => em.transactional(async (tx) => {
    if (!(await storeOnce(tx, providerName, event, attempt?.order.id, now))) return 'duplicate' as const;
    if (!attempt || !result) return 'unmatched' as const;
    await settleAttempt(tx, attempt.id, result, { now, reason: `${providerName} ${event.type}`, providerEventId: event.id, log: payments.log });
    return 'processed' as const;
  });
  // Deliveries of different events for one payment arrive together (a storm after an outage): when two transactions
  // deadlock, PostgreSQL aborts one; nothing of it was stored, so it is simply applied again.
  for (let round = 1; ; round += 1) {
    try {
      return await apply();
    } catch (error) {
      if (round >= DEADLOCK_RETRIES || !isTransient(error)) throw error;
      payments.log.warn({ provider: providerName, eventType: event.type, round, code: (error as { code?: string }).code }, 'webhook transaction aborted by a lock conflict; applying it again');
      await new Promise((resolve) => setTimeout(resolve, 10 * round + Math.random() * 20));
    }
  }
}

const DEADLOCK_RETRIES = 4;

function isTransient(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return error instanceof DeadlockException || error instanceof LockWaitTimeoutException || code === '40P01' || code === '40001';
}
