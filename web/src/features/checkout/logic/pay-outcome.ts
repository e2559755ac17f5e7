// What the screen does after a payOrder or checkPayment answer: the order's status decides, then the payment's.
import type { OrderStatus, PaymentErrorCode, PaymentStatus } from '../../../gql/graphql';

export interface PaymentAnswer {
  order: {
    status: OrderStatus;
    payment: { status: PaymentStatus; provider: string; approveUrl: string | null; clientSecret: string | null } | null;
  } | null;
  errors: ReadonlyArray<{ code: PaymentErrorCode }>;
}

export type NextStep =
  | { kind: 'paid' }
  | { kind: 'failed' }
  /** PayPal: the buyer approves on PayPal's page and comes back to the status check. */
  | { kind: 'redirect'; url: string }
  /** Stripe: the card element confirms with the client secret (a SetupIntent for a free trial). */
  | { kind: 'confirm'; clientSecret: string; setup: boolean }
  /** The provider is still working: poll the status. */
  | { kind: 'wait' }
  | { kind: 'error'; code: PaymentErrorCode };

const WAITING: readonly PaymentStatus[] = ['CREATING', 'PROCESSING', 'REQUIRES_ACTION', 'AWAITING_CUSTOMER'];

export function nextStep({ order, errors }: PaymentAnswer): NextStep {
  if (order?.status === 'PAID') return { kind: 'paid' };
  const error = errors[0]?.code;
  if (error === 'PAYMENT_FAILED') return { kind: 'failed' };
  if (error) return { kind: 'error', code: error };
  if (!order) return { kind: 'error', code: 'PROVIDER_UNAVAILABLE' };
  if (order.status === 'CANCELLED' || order.status === 'REFUNDED') return { kind: 'error', code: 'ORDER_CLOSED' };
  const payment = order.payment;
  if (order.status === 'FAILED' || payment?.status === 'FAILED') return { kind: 'failed' };
  if (payment?.status === 'AWAITING_CUSTOMER' && payment.approveUrl) return { kind: 'redirect', url: payment.approveUrl };
  if (payment?.provider === 'stripe' && payment.clientSecret && (payment.status === 'AWAITING_CUSTOMER' || payment.status === 'REQUIRES_ACTION')) {
    return { kind: 'confirm', clientSecret: payment.clientSecret, setup: payment.clientSecret.startsWith('seti_') };
  }
  if (!payment || WAITING.includes(payment.status)) return { kind: 'wait' };
  return { kind: 'failed' };
}

/** Poll delays of the status check: quick at first, then every 5 s, for about three minutes in all. */
export function pollDelays(): number[] {
  return [1000, 2000, 2000, 3000, 3000, ...Array.from({ length: 34 }, () => 5000)];
}
