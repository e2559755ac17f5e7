// Cards through Stripe PaymentIntents (SetupIntents for free trials): the browser confirms with Stripe's own card
// element using the client secret, including 3-D Secure; webhooks are verified on the raw body.
import Stripe from 'stripe';
import { fromStripeAmount, toStripeAmount } from '../money.js';
import { PaymentStatus } from '../payment-attempt.entity.js';
import {
  MalformedWebhookError,
  ProviderError,
  WebhookSignatureError,
  type ChargeSavedInput,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderResult,
  type RefundInput,
  type WebhookEvent,
} from './provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
}

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Stripe's intent statuses onto ours; a fresh intent waits for the card element, a declined one has an error. */
export function mapIntent(intent: Intent): ProviderResult {
  const error = intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error;
  // What the intent is for, so settlement can check it against the attempt (a SetupIntent is for nothing).
  const amount = intent.object === 'payment_intent' && typeof intent.amount === 'number' && intent.currency
    ? { amountMinor: fromStripeAmount(intent.amount, intent.currency), currency: intent.currency.toUpperCase() }
    : intent.object === 'setup_intent' ? { amountMinor: 0 } : {};
  const base: ProviderResult = { ref: intent.id, status: PaymentStatus.AWAITING_CUSTOMER, clientSecret: intent.client_secret ?? undefined, ...amount };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: PaymentStatus.SUCCEEDED, customerRef: idOf(intent.customer), methodRef: idOf(intent.payment_method) };
    case 'processing':
    case 'requires_capture':
      return { ...base, status: PaymentStatus.PROCESSING };
    case 'requires_action':
      return { ...base, status: PaymentStatus.REQUIRES_ACTION };
    case 'canceled':
      return { ...base, status: PaymentStatus.CANCELLED };
    case 'requires_payment_method':
      return error
        ? { ...base, status: PaymentStatus.FAILED, failureCode: error.decline_code ?? error.code ?? 'card_declined', failureMessage: error.message?.slice(0, 255) }
        : base;
    default:
      return base;
  }
}

/** Stripe's own default: a signature more than five minutes off, either way, is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature's timestamp (t=...) must not be in the future either (Stripe's SDK checks only the past). */
function assertNotFromTheFuture(header: string, now: number): void {
  const stamp = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (!Number.isFinite(stamp) || stamp > now / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings, options: { host?: string; port?: number; protocol?: 'http' | 'https' } = {}) {
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 30_000, ...options });
  }

  supports(): boolean {
    return true;
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const metadata = { orderId: input.orderId, orderNumber: input.orderNumber, attemptId: input.attemptId };
    // A saved method belongs to a customer; the customer is created under a key derived from the attempt's.
    const customer = input.saveMethod
      ? (await this.stripe.customers.create({ email: input.email, metadata }, { idempotencyKey: `${input.idempotencyKey}:customer` })).id
      : undefined;
    if (input.amountMinor === 0) {
      const intent = await this.stripe.setupIntents.create(
        { customer, usage: 'off_session', allowed_payment_method_types: ['card'], description: input.description, metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return mapIntent(intent);
    }
    const intent = await this.stripe.paymentIntents.create({
      amount: toStripeAmount(input.amountMinor, input.currency),
      currency: input.currency.toLowerCase(),
      customer,
      setup_future_usage: input.saveMethod ? 'off_session' : undefined,
      allowed_payment_method_types: ['card'],
      description: input.description,
      metadata,
    }, { idempotencyKey: input.idempotencyKey });
    return mapIntent(intent);
  }

  async chargeSaved(input: ChargeSavedInput): Promise<ProviderResult> {
    try {
      const intent = await this.stripe.paymentIntents.create({
        amount: toStripeAmount(input.amountMinor, input.currency),
        currency: input.currency.toLowerCase(),
        customer: input.customerRef,
        payment_method: input.methodRef,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata: { orderId: input.orderId, orderNumber: input.orderNumber, attemptId: input.attemptId },
      }, { idempotencyKey: input.idempotencyKey });
      return mapIntent(intent);
    } catch (error) {
      // A declined off-session charge is an answer, not a failure of ours: Stripe sends the intent with the error.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return { ...mapIntent(error.payment_intent), status: PaymentStatus.FAILED, failureCode: error.decline_code ?? error.code ?? 'card_declined', failureMessage: error.message.slice(0, 255) };
      }
      throw error;
    }
  }

  async refresh(ref: string): Promise<ProviderResult> {
    return mapIntent(ref.startsWith('seti_') ? await this.stripe.setupIntents.retrieve(ref) : await this.stripe.paymentIntents.retrieve(ref));
  }

  async cancel(ref: string): Promise<void> {
    try {
      if (ref.startsWith('seti_')) await this.stripe.setupIntents.cancel(ref);
      else await this.stripe.paymentIntents.cancel(ref);
    } catch {
      // Best effort: an intent that already succeeded cannot be cancelled, and the refresh that follows says so.
    }
  }

  async recover(attempt: { id: string }): Promise<ProviderResult | null> {
    // Our attempt id is in every PaymentIntent's metadata. (A SetupIntent cannot be confirmed without its secret,
    // which the customer never received, so none is looked for.)
    const found = await this.stripe.paymentIntents.search({ query: `metadata['attemptId']:'${attempt.id}'`, limit: 1 });
    const intent = found.data[0];
    return intent ? mapIntent(intent) : null;
  }

  async refund(ref: string, input: RefundInput): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: ref, amount: toStripeAmount(input.amountMinor, input.currency), reason: 'duplicate' },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
    const secret = this.settings.webhookSecret;
    if (!secret) throw new ProviderError('STRIPE_WEBHOOK_SECRET is not set.');
    let event: Stripe.Event;
    const signature = headers['stripe-signature'] ?? '';
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    assertNotFromTheFuture(signature, Date.now());
    const payload = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    // Signed by Stripe, yet not an event we can read: kept for inspection and answered 400 (not retried forever).
    const data = (event as { data?: { object?: unknown } }).data;
    if (!event.id || !event.type || !data || typeof data.object !== 'object' || data.object === null) {
      throw new MalformedWebhookError('event without data', typeof event.id === 'string' ? event.id : undefined, typeof event.type === 'string' ? event.type : undefined);
    }
    const base: WebhookEvent = { id: event.id, type: event.type, payload };
    const object = data.object as { object?: string };
    if (object.object === 'payment_intent' || object.object === 'setup_intent') {
      const intent = object as Intent;
      const result = mapIntent(intent);
      // payment_failed / setup_failed name the outcome even when the intent already waits for another card.
      const failed = event.type === 'payment_intent.payment_failed' || event.type === 'setup_intent.setup_failed';
      return { ...base, ref: intent.id, attemptId: intent.metadata?.attemptId, result: failed ? { ...result, status: PaymentStatus.FAILED } : result };
    }
    if (event.type === 'charge.refunded') {
      const charge = object as Stripe.Charge;
      const fully = charge.refunded || charge.amount_refunded >= charge.amount;
      const ref = idOf(charge.payment_intent);
      return ref && fully ? { ...base, ref, result: { ref, status: PaymentStatus.SUCCEEDED, refunded: true } } : base;
    }
    // A chargeback: Stripe takes the money back from us when the dispute opens, so what it bought ends then, as for
    // a refund. A dispute we win gives the money back (closed as won, funds reinstated), and with it what was revoked.
    if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.funds_withdrawn') {
      const ref = idOf((object as Stripe.Dispute).payment_intent);
      return ref ? { ...base, ref, result: { ref, status: PaymentStatus.SUCCEEDED, refunded: true, chargeback: true } } : base;
    }
    const won = event.type === 'charge.dispute.funds_reinstated' || (event.type === 'charge.dispute.closed' && (object as Stripe.Dispute).status === 'won');
    if (won) {
      const ref = idOf((object as Stripe.Dispute).payment_intent);
      return ref ? { ...base, ref, disputeWon: true } : base;
    }
    return base;
  }
}
