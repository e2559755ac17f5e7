// The checkout's pure rules: order links, idempotency keys, the countdown, test cards, emails and payment answers.
import { createMemoryStore } from '../../../lib/storage';
import { cardDigits, groupCard, isCardNumber } from './card';
import { clock, offerDeadline, secondsLeft } from './countdown';
import { createKeyBook, newIdempotencyKey } from './idempotency';
import { attemptTokenFromSearch, flowFromSearch, orderFromSearch, orderQuery } from './order-link';
import { nextStep, type PaymentAnswer } from './pay-outcome';
import { emailProblem } from '../../../lib/email';

const TOKEN = 'A'.repeat(43);

describe('order links', () => {
  it('read a well-formed order number and token, nothing else', () => {
    expect(orderFromSearch(`?o=MP2611210123456789&k=${TOKEN}`)).toEqual({ ref: 'MP2611210123456789', token: TOKEN });
    expect(orderFromSearch(`?o=MP123&k=${TOKEN}`)).toBeNull();
    expect(orderFromSearch('?o=MP2611210123456789&k=short')).toBeNull();
    expect(attemptTokenFromSearch(`?t=${TOKEN}`)).toBe(TOKEN);
    expect(attemptTokenFromSearch('?t=<script>')).toBeNull();
  });

  it('carry the upsell flow to return to', () => {
    const order = { ref: 'MP2611210000000002', token: TOKEN };
    const flow = { parent: { ref: 'MP2611210000000001', token: TOKEN }, step: 3 };
    const query = orderQuery(order, flow);
    expect(flowFromSearch(new URLSearchParams(query).toString())).toEqual(flow);
    expect(flowFromSearch(new URLSearchParams({ ...query, ps: '9' }).toString())).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('are 32 characters createOrder accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('stay the same for the same inputs and change with them', () => {
    const book = createKeyBook();
    const first = book.keyFor('sku:1|promo:');
    expect(book.keyFor('sku:1|promo:')).toBe(first);
    expect(book.keyFor('sku:2|promo:')).not.toBe(first);
  });
});

describe('the offer countdown', () => {
  it('keeps its deadline across visits of the same sitting', () => {
    const store = createMemoryStore();
    const deadline = offerDeadline(store, 'tok', 1_000, 60_000);
    expect(deadline).toBe(61_000);
    expect(offerDeadline(store, 'tok', 50_000, 60_000)).toBe(61_000);
    expect(offerDeadline(store, 'other', 50_000, 60_000)).toBe(110_000);
  });

  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 70_000)).toBe(0);
    expect(clock(605)).toBe('10:05');
  });
});

describe('test cards and emails', () => {
  it('keeps digits, groups them and checks the Luhn sum', () => {
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(groupCard('4000000000000002')).toBe('4000 0000 0000 0002');
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
  });

  it('tells an empty address from a malformed one', () => {
    expect(emailProblem('  ')).toBe('empty');
    expect(emailProblem('a@b')).toBe('format');
    expect(emailProblem(' buyer@example.com ')).toBeNull();
  });
});

describe('the step after a payment answer', () => {
  const answer = (status: string, payment: Partial<NonNullable<NonNullable<PaymentAnswer['order']>['payment']>> | null, errors: string[] = []): PaymentAnswer => ({
    order: { status, payment: payment && { status: 'PROCESSING', provider: 'local', approveUrl: null, clientSecret: null, ...payment } } as PaymentAnswer['order'],
    errors: errors.map((code) => ({ code })) as PaymentAnswer['errors'],
  });

  it('goes to success once paid, whatever else is said', () => {
    expect(nextStep(answer('PAID', { status: 'SUCCEEDED' }))).toEqual({ kind: 'paid' });
  });

  it('goes to failure on a decline', () => {
    expect(nextStep(answer('FAILED', { status: 'FAILED' }, ['PAYMENT_FAILED']))).toEqual({ kind: 'failed' });
    expect(nextStep(answer('FAILED', { status: 'FAILED' }))).toEqual({ kind: 'failed' });
  });

  it('keeps errors the buyer can fix on the payment screen', () => {
    expect(nextStep(answer('PENDING', null, ['TEST_CARD_REQUIRED']))).toEqual({ kind: 'error', code: 'TEST_CARD_REQUIRED' });
    expect(nextStep({ order: null, errors: [] })).toEqual({ kind: 'error', code: 'PROVIDER_UNAVAILABLE' });
    expect(nextStep(answer('CANCELLED', null))).toEqual({ kind: 'error', code: 'ORDER_CLOSED' });
  });

  it('sends PayPal to its approval page and Stripe to its card element', () => {
    expect(nextStep(answer('PENDING', { status: 'AWAITING_CUSTOMER', provider: 'paypal', approveUrl: 'https://paypal.test/a' })))
      .toEqual({ kind: 'redirect', url: 'https://paypal.test/a' });
    expect(nextStep(answer('PENDING', { status: 'AWAITING_CUSTOMER', provider: 'stripe', clientSecret: 'pi_1_secret_2' })))
      .toEqual({ kind: 'confirm', clientSecret: 'pi_1_secret_2', setup: false });
    expect(nextStep(answer('PENDING', { status: 'REQUIRES_ACTION', provider: 'stripe', clientSecret: 'seti_1_secret_2' })))
      .toEqual({ kind: 'confirm', clientSecret: 'seti_1_secret_2', setup: true });
  });

  it('waits while the provider is still working', () => {
    expect(nextStep(answer('PENDING', { status: 'PROCESSING' }))).toEqual({ kind: 'wait' });
    expect(nextStep(answer('CREATED', null))).toEqual({ kind: 'wait' });
  });
});
