// The built-in offline provider (development and tests, never production): test card numbers decide the outcome,
// so the whole funnel works with no keys and no network.
import { createHash } from 'node:crypto';
import { PaymentStatus } from '../payment-attempt.entity.js';
import { MemoryLedger, type LedgerEntry, type LocalLedger } from './local-ledger.js';
import {
  ProviderError,
  type ChargeSavedInput,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderResult,
  type RefreshContext,
  type RefundInput,
  type WebhookEvent,
} from './provider.js';

type Outcome = 'ok' | 'declined' | 'delayed';

/** The same numbers Stripe uses in test mode. */
export const TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000000077': 'delayed',
};

/** A delayed payment settles when it is looked at this long after it was made (by the reconciliation job). */
export const LOCAL_SETTLE_MS = 60_000;

const REF = /^local_(ok|declined|delayed)_(\d+)_[0-9a-f]{16}$/;
const METHOD_PREFIX = 'localcard_';

export function testCardOutcome(number: string | undefined): Outcome | undefined {
  return number === undefined ? undefined : TEST_CARDS[number.replace(/[\s-]/g, '')];
}

function isOutcome(value: string): value is Outcome {
  return value === 'ok' || value === 'declined' || value === 'delayed';
}

export interface LocalOptions {
  /** Answer this much later, like a network provider (tests use it to overlap concurrent requests). */
  latencyMs?: number;
  /** Where charges are kept; in memory unless given (the app gives the database ledger). */
  ledger?: LocalLedger;
}

export class LocalProvider implements PaymentProvider {
  readonly name = 'local' as const;
  /** Every payment by idempotency key: a replayed key returns the first answer, as a real provider does. */
  private readonly ledger: LocalLedger;

  constructor(private readonly options: LocalOptions = {}) {
    this.ledger = options.ledger ?? new MemoryLedger();
  }

  private async wait(): Promise<void> {
    if (this.options.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
  }

  /** Charges that took money or still may, refunded ones not (tests count them); saving a card for a free trial is not one. */
  chargeCount(): Promise<number> {
    return this.ledger.chargeCount();
  }

  supports(): boolean {
    return true;
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    await this.wait();
    // PayPal has no card here: the simulated approval succeeds.
    const outcome = input.method === 'paypal' ? 'ok' : testCardOutcome(input.testCard);
    if (!outcome) {
      throw new ProviderError('Use a test card: 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined) or '
        + '4000 0000 0000 0077 (settles later).', 'test_card_required');
    }
    return this.record(input.idempotencyKey, outcome, input.amountMinor, input.saveMethod, input.currency);
  }

  async chargeSaved(input: ChargeSavedInput): Promise<ProviderResult> {
    await this.wait();
    const outcome = input.methodRef.startsWith(METHOD_PREFIX) ? input.methodRef.slice(METHOD_PREFIX.length) : '';
    if (!isOutcome(outcome)) throw new ProviderError('Unknown saved method.');
    return this.record(input.idempotencyKey, outcome, input.amountMinor, true, input.currency);
  }

  async refresh(ref: string, context: RefreshContext): Promise<ProviderResult> {
    const match = REF.exec(ref);
    if (!match) throw new ProviderError(`Unknown local payment ${ref.slice(0, 40)}.`);
    const outcome = match[1] as Outcome;
    const settled = outcome !== 'delayed' || context.now.getTime() - Number(match[2]) >= LOCAL_SETTLE_MS;
    const entry = await this.ledger.byRef(ref);
    const result = this.result(ref, outcome, settled, true, entry);
    return entry && entry.refundedMinor >= entry.amountMinor && entry.amountMinor > 0 && result.status === PaymentStatus.SUCCEEDED
      ? { ...result, refunded: true }
      : result;
  }

  async cancel(): Promise<void> {}

  async recover(attempt: { idempotencyKey: string }): Promise<ProviderResult | null> {
    const entry = await this.ledger.byKey(attempt.idempotencyKey);
    return entry && isOutcome(entry.outcome) ? this.result(entry.ref, entry.outcome, false, entry.saveMethod, entry) : null;
  }

  async refund(ref: string, input: RefundInput): Promise<void> {
    await this.wait();
    if (!(await this.ledger.byRef(ref))) throw new ProviderError(`Unknown local payment ${ref.slice(0, 40)}.`);
    await this.ledger.refund(ref, input.amountMinor);
  }

  async parseWebhook(): Promise<WebhookEvent> {
    throw new ProviderError('The local provider sends no webhooks.');
  }

  private async record(key: string, outcome: Outcome, amountMinor: number, saveMethod: boolean, currency: string): Promise<ProviderResult> {
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 16);
    // A replayed key finds the first entry, whatever this call's card says.
    const entry = await this.ledger.record({ key, ref: `local_${outcome}_${Date.now()}_${hash}`, outcome, amountMinor, saveMethod });
    const first = isOutcome(entry.outcome) ? entry.outcome : outcome;
    return { ...this.result(entry.ref, first, false, entry.saveMethod, entry), currency };
  }

  private result(ref: string, outcome: Outcome, settled: boolean, saveMethod: boolean, entry?: LedgerEntry | null): ProviderResult {
    const amount = entry ? { amountMinor: entry.amountMinor } : {};
    if (outcome === 'declined') {
      return { ref, status: PaymentStatus.FAILED, failureCode: 'card_declined', failureMessage: 'Your card was declined.', ...amount };
    }
    if (outcome === 'delayed' && !settled) return { ref, status: PaymentStatus.PROCESSING, ...amount };
    return saveMethod
      ? { ref, status: PaymentStatus.SUCCEEDED, customerRef: 'local_customer', methodRef: `${METHOD_PREFIX}${outcome}`, ...amount }
      : { ref, status: PaymentStatus.SUCCEEDED, ...amount };
  }
}
