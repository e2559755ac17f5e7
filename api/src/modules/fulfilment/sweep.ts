// The 'orders-fulfil' schedule: a paid order whose order-paid job never completed (its retries ran out, or the job was
// lost with a restored backup) is fulfilled here, a minute after its payment at the latest. Nothing paid for is lost.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Order, OrderStatus } from '../order/order.entity.js';
import { fulfilPaidOrder } from './fulfil-order.js';

const AFTER_MS = 60_000;
const BATCH = 100;

/**
 * `paidBefore` defaults to a minute ago; at start-up it is the start time (whatever the last process paid and did not
 * fulfil is due now; fulfilling is locked and idempotent, so a job running elsewhere at the same time is harmless).
 */
export async function fulfilMissedOrders(em: EntityManager, now: Date, log?: Logger, paidBefore = new Date(now.getTime() - AFTER_MS)): Promise<{ fulfilled: number; failed: number }> {
  const missed = await em.find(Order, { status: OrderStatus.PAID, fulfilledAt: null, paidAt: { $lt: paidBefore } },
    { fields: ['id'], orderBy: { paidAt: 'asc' }, limit: BATCH });
  const run = { fulfilled: 0, failed: 0 };
  for (const { id } of missed) {
    try {
      if ((await fulfilPaidOrder(em, id, now)).outcome === 'fulfilled') run.fulfilled += 1;
    } catch (error) {
      run.failed += 1;
      log?.error({ err: error, orderId: id }, 'fulfilling a paid order failed; the next run tries again');
    }
  }
  return run;
}
