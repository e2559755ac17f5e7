// Partner webhook events, recorded in the transaction of the change they report (a report made ready, an order
// paid): a delivery row and its job commit together with the change, or not at all.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sendJob } from '../../jobs/job-queue.js';
import { RecentMap } from '../../shared/recent-map.js';
import { Partner } from '../partner/partner.entity.js';
import { PartnerWebhookDelivery, WebhookEvent } from './partner-webhook.entity.js';

/** Which partner started a sitting never changes: a sitting's payment and its report ask once between them. */
const sittingPartners = new RecentMap<string, string | null>(20_000);

/** A new sitting's partner (none for most), told by whoever starts it: its payment then reads nothing for it. */
export function rememberSittingPartner(attemptId: string, partnerId: string | null): void {
  sittingPartners.set(attemptId, partnerId);
}

async function sittingPartner(em: EntityManager, attemptId: string): Promise<string | null> {
  const known = sittingPartners.get(attemptId);
  if (known !== undefined) return known;
  // Most sittings have no partner: one narrow read decides, without loading the sitting.
  const [row] = await em.execute<Array<{ partner_id: string | null }>>('select partner_id from attempt where id = ?', [attemptId]);
  // A sitting not found (yet) in this transaction is not remembered.
  if (row) sittingPartners.set(attemptId, row.partner_id);
  return row?.partner_id ?? null;
}

/** Records the event for the partner whose code started the sitting, if it has a webhook URL. */
export async function recordPartnerEvent(em: EntityManager, attemptId: string | undefined, event: WebhookEvent, data: Record<string, unknown>, now: Date): Promise<void> {
  if (!attemptId) return;
  const partnerId = await sittingPartner(em, attemptId);
  const partner = partnerId ? await em.findOne(Partner, { id: partnerId }) : null;
  if (!partner || partner.revokedAt || !partner.webhookUrl) return;
  const delivery = em.create(PartnerWebhookDelivery, { partner, event, payload: data, createdAt: now });
  await em.flush();
  await sendJob(em, 'partner-webhook', { deliveryId: delivery.id }, { singletonKey: delivery.id });
}

export { WebhookEvent };
