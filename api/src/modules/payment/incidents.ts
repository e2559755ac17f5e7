// Recording payment incidents for people to see (npm run payments -- incidents), once per attempt and kind.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Order } from '../order/order.entity.js';
import { IncidentStatus, PaymentIncident, type IncidentKind } from './payment-incident.entity.js';
import type { PaymentAttempt } from './payment-attempt.entity.js';

export interface IncidentInput {
  kind: IncidentKind;
  order?: Order;
  attempt?: PaymentAttempt;
  provider: string;
  providerRef?: string;
  amountMinor?: number;
  currency?: string;
  detail?: Record<string, unknown>;
}

/** Adds the incident in the caller's transaction, unless the attempt already has one of this kind. */
export async function recordIncident(em: EntityManager, input: IncidentInput, now: Date, status = IncidentStatus.OPEN): Promise<void> {
  if (input.attempt && await em.count(PaymentIncident, { attempt: input.attempt.id, kind: input.kind }) > 0) return;
  em.create(PaymentIncident, {
    kind: input.kind,
    status,
    order: input.order,
    attempt: input.attempt,
    provider: input.provider,
    providerRef: input.providerRef?.slice(0, 255),
    amountMinor: input.amountMinor,
    currency: input.currency?.slice(0, 3),
    detail: input.detail ?? {},
    createdAt: now,
    resolvedAt: status === IncidentStatus.RESOLVED ? now : undefined,
  });
}

export async function resolveIncidents(em: EntityManager, attemptId: string, kind: IncidentKind, now: Date, detail: Record<string, unknown> = {}): Promise<void> {
  const open = await em.find(PaymentIncident, { attempt: attemptId, kind, status: IncidentStatus.OPEN });
  for (const incident of open) {
    incident.status = IncidentStatus.RESOLVED;
    incident.resolvedAt = now;
    incident.detail = { ...incident.detail, ...detail };
  }
}

export function listIncidents(em: EntityManager, options: { all?: boolean; limit?: number } = {}): Promise<PaymentIncident[]> {
  return em.find(PaymentIncident, options.all ? {} : { status: IncidentStatus.OPEN }, { orderBy: { createdAt: 'desc' }, limit: options.limit ?? 200 });
}
