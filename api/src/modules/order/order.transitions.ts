// Moves an order to a new status inside the caller's transaction and records the move; a move the state machine
// does not allow changes nothing.
import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createNow, insertStatement, sendNowOr, type Statement } from '../../db/lean.js';
import { Order, OrderStatus } from './order.entity.js';
import { canMove } from './order.state.js';

export interface MoveContext {
  reason: string;
  now: Date;
  providerEventId?: string;
  /** When given, the event row's insert is added here for the caller to send with its own writes (writeChanges). */
  pending?: Statement[];
}

/**
 * A new order and its first event, written at once in one statement in the caller's transaction, with the `also`
 * statements (they may read the new row as `created`); returns the managed order.
 */
export async function insertOrder(em: EntityManager, data: RequiredEntityData<Order> & { createdAt: Date }, also: readonly Statement[] = []): Promise<Order> {
  return createNow(em, Order, data, [['insert into order_event (order_id, to_status, reason, created_at) select id, ?, ?, ? from created',
    [OrderStatus.CREATED, 'order created', data.createdAt]], ...also]);
}

/**
 * The order's fields change here and flush with the caller's transaction; the event row is written as written, at once
 * or with the caller's writes (`pending`; every payment moves its order twice).
 */
export async function moveOrder(em: EntityManager, order: Order, to: OrderStatus, context: MoveContext): Promise<boolean> {
  const from = order.status;
  if (!canMove(from, to)) return false;
  order.status = to;
  if (to === OrderStatus.PAID) {
    // Paid again after a chargeback was decided for us: it was paid when it was paid.
    order.paidAt ??= context.now;
    order.closedAt = undefined;
  }
  if (to === OrderStatus.CANCELLED || to === OrderStatus.REFUNDED) order.closedAt = context.now;
  const event = insertStatement('order_event', [{
    order_id: order.id,
    from_status: from,
    to_status: to,
    reason: context.reason.slice(0, 255),
    provider_event_id: context.providerEventId ?? null,
    created_at: context.now,
  }]);
  await sendNowOr(em, [event], context.pending);
  return true;
}
