// PayPal webhooks: the signature is checked by PayPal's own verify-webhook-signature API (the event goes back
// byte for byte, since a re-serialised event can fail verification), and events name the order to look at.
import { MalformedWebhookError, WebhookSignatureError, type WebhookEvent } from './provider.js';

const SIGNATURE_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
  transmission_sig: 'paypal-transmission-sig',
} as const;

export interface VerifyArgs {
  apiBase: string;
  token: () => Promise<string>;
  webhookId: string;
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
}

export async function verifyPayPalSignature(args: VerifyArgs): Promise<void> {
  const fields: Record<string, string> = { webhook_id: args.webhookId };
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = args.headers[header];
    if (!value) throw new WebhookSignatureError(`missing ${header}`);
    fields[field] = value;
  }
  const raw = args.rawBody.toString('utf8');
  try {
    JSON.parse(raw);
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${raw}}`;
  const response = await fetch(`${args.apiBase}/v1/notifications/verify-webhook-signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await args.token()}` },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`PayPal signature check answered ${response.status}`);
  const answer = (await response.json()) as { verification_status?: string };
  if (answer.verification_status !== 'SUCCESS') throw new WebhookSignatureError('PayPal did not verify the signature');
}

interface PayPalResource {
  id?: string;
  /** Disputes: the captures disputed, and how it ended. */
  disputed_transactions?: Array<{ seller_transaction_id?: string }>;
  dispute_outcome?: { outcome_code?: string };
  custom_id?: string;
  purchase_units?: Array<{ custom_id?: string }>;
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: Array<{ rel?: string; href?: string }>;
}

/** Dispute outcomes that leave the money with us. */
const SELLER_WINS = new Set(['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']);

/** What an event is about. Order and capture events are answered by asking PayPal for the order. */
export function parsePayPalEvent(rawBody: Buffer): WebhookEvent {
  const payload = JSON.parse(rawBody.toString('utf8')) as { id?: string; event_type?: string; resource?: PayPalResource };
  const id = String(payload.id ?? '');
  const type = String(payload.event_type ?? 'unknown');
  if (!id) throw new WebhookSignatureError('event without id');
  const about = type.startsWith('CHECKOUT.ORDER.') || type.startsWith('PAYMENT.CAPTURE.');
  if (about && (typeof payload.resource !== 'object' || payload.resource === null)) throw new MalformedWebhookError('event without resource', id, type);
  const resource = payload.resource ?? {};
  const base: WebhookEvent = { id, type, payload: payload as Record<string, unknown> };
  if (type.startsWith('CHECKOUT.ORDER.')) return { ...base, ref: resource.id, attemptId: resource.purchase_units?.[0]?.custom_id, refresh: true };
  if (type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED') {
    // The refund links "up" to the capture it refunds; the order then tells whether all of it was refunded. A
    // reversal is a chargeback: the buyer's bank took the money back through a dispute.
    const up = resource.links?.find((link) => link.rel === 'up')?.href ?? '';
    return { ...base, captureRef: up.split('/').pop() || undefined, refresh: true, chargeback: type === 'PAYMENT.CAPTURE.REVERSED' || undefined };
  }
  if (type === 'CUSTOMER.DISPUTE.RESOLVED') {
    const captureRef = resource.disputed_transactions?.[0]?.seller_transaction_id;
    const won = SELLER_WINS.has(resource.dispute_outcome?.outcome_code ?? '');
    return captureRef && won ? { ...base, captureRef, disputeWon: true } : base;
  }
  if (type.startsWith('PAYMENT.CAPTURE.')) {
    return { ...base, ref: resource.supplementary_data?.related_ids?.order_id, attemptId: resource.custom_id, refresh: true };
  }
  return base;
}
