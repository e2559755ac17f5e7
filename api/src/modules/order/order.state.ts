// The order state machine. Only these moves exist, so replayed or late provider events can never take an order
// backwards (a paid order never becomes pending or failed again).
import { OrderStatus } from './order.entity.js';

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  [OrderStatus.CREATED]: [OrderStatus.PENDING, OrderStatus.PAID, OrderStatus.FAILED, OrderStatus.CANCELLED],
  [OrderStatus.PENDING]: [OrderStatus.PAID, OrderStatus.FAILED, OrderStatus.CANCELLED],
  // A failed payment may be retried (a new attempt), and a late success of an earlier attempt still counts.
  [OrderStatus.FAILED]: [OrderStatus.PENDING, OrderStatus.PAID, OrderStatus.CANCELLED],
  [OrderStatus.PAID]: [OrderStatus.REFUNDED],
  [OrderStatus.CANCELLED]: [],
  // A chargeback decided for us (payment/settle checks the refund was one): paid again.
  [OrderStatus.REFUNDED]: [OrderStatus.PAID],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Orders that can still take a payment. */
export function isPayable(status: OrderStatus): boolean {
  return status === OrderStatus.CREATED || status === OrderStatus.PENDING || status === OrderStatus.FAILED;
}
