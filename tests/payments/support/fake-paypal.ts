// A small imitation of PayPal's REST API for msw, enough for @paypal/paypal-server-sdk: OAuth, Orders (create,
// get, capture) with PayPal-Request-Id idempotency, vaulted charges, refunds, and webhook signature verification.
import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';

const API = 'https://api-m.sandbox.paypal.com';
export const VALID_SIGNATURE = 'valid-test-signature';
export const DECLINING_VAULT = 'vault-declines';

type PayPalOrder = Record<string, unknown> & { id: string; status: string; purchase_units: Array<Record<string, unknown>> };

export class FakePayPal {
  readonly orders = new Map<string, PayPalOrder>();
  readonly byRequestId = new Map<string, Response>();
  readonly creates: Array<{ requestId: string | null; body: Record<string, unknown> }> = [];
  captures = 0;
  verifications = 0;

  constructor(readonly webhookId: string) {}

  handlers() {
    return [
      http.post(`${API}/v1/oauth2/token`, () => HttpResponse.json({ access_token: 'A21-test-token', token_type: 'Bearer', expires_in: 32400 })),
      http.post(`${API}/v2/checkout/orders`, async ({ request }) => this.idempotent(request, () => this.create(request))),
      http.get(`${API}/v2/checkout/orders/:id`, ({ params }) => this.read(String(params.id))),
      http.post(`${API}/v2/checkout/orders/:id/capture`, ({ request, params }) => this.idempotent(request, async () => this.capture(String(params.id)))),
      http.post(`${API}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
        this.verifications += 1;
        const body = (await request.json()) as { transmission_sig?: string; webhook_id?: string; webhook_event?: { id?: string } };
        const ok = body.transmission_sig === VALID_SIGNATURE && body.webhook_id === this.webhookId && Boolean(body.webhook_event?.id);
        return HttpResponse.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }),
    ];
  }

  private async idempotent(request: Request, answer: () => Promise<Response>): Promise<Response> {
    const requestId = request.headers.get('paypal-request-id');
    const known = requestId ? this.byRequestId.get(requestId) : undefined;
    if (known) return known.clone();
    const response = await answer();
    if (requestId) this.byRequestId.set(requestId, response.clone());
    return response;
  }

  private async create(request: Request): Promise<Response> {
    const body = (await request.json()) as { purchase_units: Array<Record<string, unknown>>; payment_source?: { paypal?: { vault_id?: string; attributes?: unknown } } };
    this.creates.push({ requestId: request.headers.get('paypal-request-id'), body });
    const order: PayPalOrder = { id: randomBytes(8).toString('hex').toUpperCase(), status: 'PAYER_ACTION_REQUIRED', purchase_units: body.purchase_units, intent: 'CAPTURE' };
    order.saveMethod = Boolean(body.payment_source?.paypal?.attributes);
    this.orders.set(order.id, order);
    const vault = body.payment_source?.paypal?.vault_id;
    if (vault) {
      // A vaulted buyer is charged at once, without approval.
      this.complete(order, vault === DECLINING_VAULT ? 'DECLINED' : 'COMPLETED', vault);
      return HttpResponse.json(this.view(order), { status: 201 });
    }
    order.links = [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }];
    return HttpResponse.json(this.view(order), { status: 200 });
  }

  private read(orderId: string): Response {
    const order = this.orders.get(orderId);
    return order ? HttpResponse.json(this.view(order)) : HttpResponse.json({ name: 'RESOURCE_NOT_FOUND' }, { status: 404 });
  }

  private capture(orderId: string): Response {
    const order = this.orders.get(orderId);
    if (!order) return HttpResponse.json({ name: 'RESOURCE_NOT_FOUND' }, { status: 404 });
    if (order.status === 'COMPLETED') return HttpResponse.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] }, { status: 422 });
    if (order.status !== 'APPROVED') return HttpResponse.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }, { status: 422 });
    this.captures += 1;
    this.complete(order, 'COMPLETED', order.saveMethod ? `vault-${order.id}` : undefined);
    return HttpResponse.json(this.view(order), { status: 201 });
  }

  private complete(order: PayPalOrder, captureStatus: string, vaultId?: string): void {
    order.status = 'COMPLETED';
    const unit = order.purchase_units[0]!;
    unit.payments = { captures: [{ id: `CAP-${order.id}`, status: captureStatus, amount: unit.amount }] };
    if (vaultId) order.payment_source = { paypal: { attributes: { vault: { id: vaultId, status: 'VAULTED', customer: { id: 'PAYPAL-CUSTOMER-1' } } } } };
  }

  private view(order: PayPalOrder): Record<string, unknown> {
    const { saveMethod: _saveMethod, ...visible } = order;
    return visible;
  }

  /** The buyer approves in PayPal's window. */
  approve(orderId: string): void {
    this.orders.get(orderId)!.status = 'APPROVED';
  }

  refund(orderId: string): string {
    const unit = this.orders.get(orderId)!.purchase_units[0]! as { payments: { captures: Array<{ id: string; status: string }> } };
    unit.payments.captures[0]!.status = 'REFUNDED';
    return unit.payments.captures[0]!.id;
  }

  orderOf(attemptId: string): PayPalOrder {
    return [...this.orders.values()].find((order) => order.purchase_units[0]!.custom_id === attemptId)!;
  }

  /** A webhook delivery with PayPal's transmission headers. */
  event(type: string, resource: Record<string, unknown>, options: { eventId?: string; signature?: string } = {}) {
    const body = JSON.stringify({ id: options.eventId ?? `WH-${randomBytes(6).toString('hex')}`, event_type: type, resource_type: 'checkout-order', resource, create_time: new Date().toISOString() });
    const headers = {
      'content-type': 'application/json',
      'paypal-transmission-id': randomBytes(8).toString('hex'),
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-test',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-transmission-sig': options.signature ?? VALID_SIGNATURE,
    };
    return { body, headers };
  }
}
