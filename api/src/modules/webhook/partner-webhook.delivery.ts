// One try of a partner webhook: POST the signed event, log the answer; a failure throws so the job queue retries it
// with backoff (about a day of tries), and the last failure marks the delivery failed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveryStatus, PartnerWebhookDelivery } from './partner-webhook.entity.js';
import { SIGNATURE_HEADER, signPayload } from './signature.js';

const TIMEOUT_MS = 10_000;

export class WebhookDeliveryError extends Error {}

/** The body a partner receives: the event id (for dropping duplicates), its type, when, and ids only. */
export function webhookBody(delivery: PartnerWebhookDelivery): string {
  return JSON.stringify({ id: delivery.id, type: delivery.event, createdAt: delivery.createdAt.toISOString(), data: delivery.payload });
}

export async function deliverWebhook(em: EntityManager, deliveryId: string, now: Date, lastTry: boolean): Promise<DeliveryStatus> {
  const delivery = await em.findOne(PartnerWebhookDelivery, { id: deliveryId }, { populate: ['partner'] });
  if (!delivery || delivery.status === DeliveryStatus.DELIVERED) return DeliveryStatus.DELIVERED;
  const { partner } = delivery;
  if (!partner.webhookUrl || partner.revokedAt) {
    delivery.status = DeliveryStatus.FAILED;
    delivery.lastError = 'partner revoked or without a webhook URL';
    await em.flush();
    return delivery.status;
  }
  const body = webhookBody(delivery);
  const timestamp = Math.floor(now.getTime() / 1000);
  delivery.attempts += 1;
  delivery.lastAttemptAt = now;
  let failure: string | null = null;
  try {
    const response = await fetch(partner.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(partner.webhookSecret, timestamp, body), 'user-agent': 'Mindprint-Webhooks/1' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    delivery.lastStatus = response.status;
    await response.body?.cancel();
    if (response.status < 200 || response.status >= 300) failure = `HTTP ${response.status}`;
  } catch (error) {
    delivery.lastStatus = undefined;
    failure = error instanceof Error ? error.message.slice(0, 200) : 'no answer';
  }
  delivery.lastError = failure ?? undefined;
  delivery.status = failure ? (lastTry ? DeliveryStatus.FAILED : DeliveryStatus.PENDING) : DeliveryStatus.DELIVERED;
  if (!failure) delivery.deliveredAt = now;
  await em.flush();
  if (failure && !lastTry) throw new WebhookDeliveryError(`webhook ${delivery.id} not delivered: ${failure}`);
  return delivery.status;
}
