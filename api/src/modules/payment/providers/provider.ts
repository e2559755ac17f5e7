// The one interface every payment provider implements (Stripe, PayPal, the built-in local one). Amounts cross it
// in our hundredths; each provider converts to its own units.
import type { PaymentStatus } from '../payment-attempt.entity.js';

export type ProviderName = 'stripe' | 'paypal' | 'local';

/** The provider's answer about one payment, mapped onto our statuses. */
export interface ProviderResult {
  /** PaymentIntent or SetupIntent id, PayPal order id, local charge id. */
  ref: string;
  status: PaymentStatus;
  /** Stripe: for Stripe's own card element (and 3-D Secure) in the browser. Never stored. */
  clientSecret?: string;
  /** PayPal: where the customer approves the payment. */
  approveUrl?: string;
  captureRef?: string;
  /** Set once a method was saved for later charges. */
  customerRef?: string;
  methodRef?: string;
  failureCode?: string;
  failureMessage?: string;
  /** The money was paid back in full after the payment succeeded. */
  refunded?: boolean;
  /** With `refunded`: the money was taken back by a dispute (a chargeback), not refunded by us. */
  chargeback?: boolean;
  /** The dispute that took the money back was decided for us: the money, and what the order gave, come back. */
  disputeWon?: boolean;
  /** What the provider says the payment is for, in our hundredths (checked against the attempt before it counts). */
  amountMinor?: number;
  /** ISO code, upper case. */
  currency?: string;
}

export interface PaymentDetails {
  /** Sent as the provider's idempotency key: the same key always means the same payment. */
  idempotencyKey: string;
  /** Hundredths; 0 means "save the method only" (a free trial). */
  amountMinor: number;
  currency: string;
  orderId: string;
  orderNumber: string;
  attemptId: string;
  description: string;
  email?: string;
}

export interface CreatePaymentInput extends PaymentDetails {
  /** What the customer chose; the local provider simulates PayPal without a card. */
  method: 'card' | 'paypal';
  /** Keep the method for off-session charges (subscriptions: renewals). */
  saveMethod: boolean;
  /** Local provider only: the test card number that decides the outcome. */
  testCard?: string;
  /** PayPal: where the customer comes back after approving or cancelling. */
  returnUrl?: string;
  cancelUrl?: string;
}

export interface ChargeSavedInput extends PaymentDetails {
  customerRef?: string;
  methodRef: string;
}

export interface RefreshContext {
  /** For calls that move the payment on (PayPal capture). */
  idempotencyKey: string;
  now: Date;
}

/** A verified webhook event, reduced to what settles a payment. */
export interface WebhookEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** The payment the event is about (see ProviderResult.ref). */
  ref?: string;
  /** PayPal refunds name the capture. */
  captureRef?: string;
  /** Our attempt id as the event carries it back (Stripe metadata, PayPal custom_id): matches even before the
   * provider's id was stored. */
  attemptId?: string;
  /** The payment's state as the event carries it. */
  result?: ProviderResult;
  /** The event only says that something changed: ask the provider for the state. */
  refresh?: boolean;
  /** The payment was reversed by a dispute (PayPal PAYMENT.CAPTURE.REVERSED): whatever the refreshed state, a chargeback. */
  chargeback?: boolean;
  /** A dispute about the payment was decided for us (PayPal CUSTOMER.DISPUTE.RESOLVED). */
  disputeWon?: boolean;
}

export class WebhookSignatureError extends Error {}

/** Correctly signed, but not an event we can read (no data, no object): answered 400 and kept for inspection. */
export class MalformedWebhookError extends Error {
  constructor(message: string, readonly eventId?: string, readonly eventType?: string) {
    super(message);
  }
}

export interface RefundInput {
  /** Sent as the provider's idempotency key: the same refund is never made twice. */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  /** PayPal refunds name the capture. */
  captureRef?: string;
}

export class ProviderError extends Error {
  constructor(message: string, readonly code = 'provider_error') {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Whether this provider can take this payment (currency, zero-amount method saving). */
  supports(currency: string, amountMinor: number): boolean;
  create(input: CreatePaymentInput): Promise<ProviderResult>;
  /** Charges a saved method without the customer (renewals, one-click upsells). */
  chargeSaved(input: ChargeSavedInput): Promise<ProviderResult>;
  /** The payment's current state; moves it on where we must act (PayPal: capture an approved order). */
  refresh(ref: string, context: RefreshContext): Promise<ProviderResult>;
  /** Best effort: stops an abandoned payment from being completed later. */
  cancel(ref: string): Promise<void>;
  /** Pays the money of a succeeded payment back (money that came in for a superseded attempt). */
  refund(ref: string, input: RefundInput): Promise<void>;
  /**
   * An attempt whose create call died before we heard the answer (a crash): what the provider has for it, or null when
   * it has nothing (or nothing that can take money without the customer, who never received a secret or link).
   */
  recover(attempt: { id: string; idempotencyKey: string }): Promise<ProviderResult | null>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookEvent>;
}
