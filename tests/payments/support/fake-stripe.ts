// A small imitation of Stripe's HTTP API for msw, enough for the real stripe SDK: customers, PaymentIntents and
// SetupIntents with idempotency keys, off-session confirmation, card errors, and signed webhook events.
import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';

type Intent = Record<string, unknown> & { id: string; object: 'payment_intent' | 'setup_intent'; status: string };

const API = 'https://api.stripe.com/v1';
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export const DECLINING_METHOD = 'pm_card_chargeDeclined';

export class FakeStripe {
  readonly intents = new Map<string, Intent>();
  readonly byKey = new Map<string, Intent>();
  /** Every create call as the SDK sent it (form fields and idempotency key). */
  readonly creates: Array<{ kind: string; key: string | null; form: Record<string, string> }> = [];
  /** Refunds made, by idempotency key (a replayed key makes none). */
  readonly refunds = new Map<string, { paymentIntent: string; amount: number }>();

  constructor(readonly webhookSecret: string) {}

  handlers() {
    return [
      http.post(`${API}/customers`, async ({ request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ id: `cus_${(request.headers.get('idempotency-key') ?? id('k')).replace(/\W/g, '').slice(-12)}`, object: 'customer', email: form.email ?? null });
      }),
      http.post(`${API}/payment_intents`, ({ request }) => this.create('payment_intent', request)),
      http.post(`${API}/setup_intents`, ({ request }) => this.create('setup_intent', request)),
      http.get(`${API}/payment_intents/search`, ({ request }) => this.search(new URL(request.url).searchParams.get('query') ?? '')),
      http.get(`${API}/payment_intents/:id`, ({ params }) => this.read(String(params.id))),
      http.post(`${API}/refunds`, async ({ request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        const key = request.headers.get('idempotency-key') ?? id('refund');
        if (!this.refunds.has(key)) this.refunds.set(key, { paymentIntent: form.payment_intent!, amount: Number(form.amount) });
        return HttpResponse.json({ id: `re_${key.replace(/\W/g, '').slice(-12)}`, object: 'refund', status: 'succeeded', payment_intent: form.payment_intent, amount: Number(form.amount) });
      }),
      http.get(`${API}/setup_intents/:id`, ({ params }) => this.read(String(params.id))),
      http.post(`${API}/payment_intents/:id/cancel`, ({ params }) => this.cancelIntent(String(params.id))),
      http.post(`${API}/setup_intents/:id/cancel`, ({ params }) => this.cancelIntent(String(params.id))),
    ];
  }

  private async create(kind: 'payment_intent' | 'setup_intent', request: Request) {
    const key = request.headers.get('idempotency-key');
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    // Stripe's idempotency: the same key answers the first result again.
    const known = key ? this.byKey.get(key) : undefined;
    if (known) return HttpResponse.json(known);
    this.creates.push({ kind, key, form });
    const intent: Intent = {
      id: id(kind === 'payment_intent' ? 'pi' : 'seti'),
      object: kind,
      status: 'requires_payment_method',
      amount: form.amount === undefined ? undefined : Number(form.amount),
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: form.payment_method ?? null,
      metadata: { orderId: form['metadata[orderId]'], attemptId: form['metadata[attemptId]'] },
      last_payment_error: null,
      last_setup_error: null,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
    if (key) this.byKey.set(key, intent);
    this.intents.set(intent.id, intent);
    if (form.confirm === 'true' && form.payment_method) {
      if (form.payment_method === DECLINING_METHOD) {
        this.outcome(intent.id, 'failed');
        return HttpResponse.json({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent } }, { status: 402 });
      }
      this.outcome(intent.id, 'succeeded', form.payment_method);
    }
    return HttpResponse.json(intent);
  }

  private search(query: string) {
    const attemptId = /metadata\['attemptId'\]:'([^']+)'/.exec(query)?.[1];
    const data = [...this.intents.values()].filter((intent) => intent.object === 'payment_intent' && (intent.metadata as { attemptId?: string }).attemptId === attemptId);
    return HttpResponse.json({ object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' });
  }

  private read(intentId: string) {
    const intent = this.intents.get(intentId);
    return intent ? HttpResponse.json(intent) : HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such intent' } }, { status: 404 });
  }

  private cancelIntent(intentId: string) {
    const intent = this.intents.get(intentId);
    if (!intent) return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
    if (intent.status === 'succeeded') return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'already succeeded' } }, { status: 400 });
    intent.status = 'canceled';
    return HttpResponse.json(intent);
  }

  /** What the browser does with Stripe.js: the intent moves to an outcome. Returns the intent as it now is. */
  outcome(intentId: string, status: 'succeeded' | 'requires_action' | 'processing' | 'failed', paymentMethod = 'pm_card_visa'): Intent {
    const intent = this.intents.get(intentId)!;
    if (status === 'failed') {
      intent.status = 'requires_payment_method';
      const error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
      if (intent.object === 'payment_intent') intent.last_payment_error = error;
      else intent.last_setup_error = error;
    } else {
      intent.status = status;
      if (status === 'succeeded') {
        intent.payment_method = paymentMethod;
        intent.customer ??= 'cus_guest';
      }
    }
    return structuredClone(intent);
  }

  intentOfOrder(orderId: string): Intent {
    return [...this.intents.values()].filter((intent) => (intent.metadata as { orderId?: string }).orderId === orderId).at(-1)!;
  }

  /** Any body, correctly signed (for events Stripe would never send, but an attacker with the secret or a bug might). */
  signed(payload: string, options: { timestamp?: number } = {}) {
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret, timestamp: options.timestamp }) };
  }

  /** A webhook delivery: the body and its Stripe-Signature header (optionally signed at another time). */
  event(type: string, object: Record<string, unknown>, options: { eventId?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({
      id: options.eventId ?? id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret, timestamp: options.timestamp });
    return { payload, signature };
  }
}
