// How a payment attempt's status may change. Provider events arrive late, twice or out of order: a status only
// moves forward, and only a success may follow a failure or a cancellation (a customer may retry a declined Stripe
// intent; money may arrive for an attempt we cancelled: settlement then pays the order or refunds it, never drops it).
import { PaymentStatus } from './payment-attempt.entity.js';

const RANK: Record<PaymentStatus, number> = {
  [PaymentStatus.CREATING]: 0,
  [PaymentStatus.AWAITING_CUSTOMER]: 1,
  [PaymentStatus.REQUIRES_ACTION]: 2,
  [PaymentStatus.PROCESSING]: 3,
  [PaymentStatus.FAILED]: 4,
  [PaymentStatus.SUCCEEDED]: 5,
  [PaymentStatus.CANCELLED]: 5,
};

/** Attempts that may still change without the customer starting a new one. */
export const OPEN_STATUSES: readonly PaymentStatus[] = [
  PaymentStatus.CREATING,
  PaymentStatus.AWAITING_CUSTOMER,
  PaymentStatus.REQUIRES_ACTION,
  PaymentStatus.PROCESSING,
];

export function isOpen(status: PaymentStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** The status to move to, or null when the report changes nothing. */
export function nextAttemptStatus(from: PaymentStatus, to: PaymentStatus): PaymentStatus | null {
  if (from === to || from === PaymentStatus.SUCCEEDED) return null;
  if (to === PaymentStatus.SUCCEEDED) return to;
  if (from === PaymentStatus.FAILED || from === PaymentStatus.CANCELLED) return null;
  return RANK[to] > RANK[from] ? to : null;
}
