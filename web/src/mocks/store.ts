// The mock API's memory: sittings, orders and the signed-in member, seeded per scenario, kept in sessionStorage in
// the browser (the funnel spans reloads) and in memory in tests. Unknown tokens get a finished demo sitting, so any
// screen opens from a pasted link.
import type { Locale } from '../../../api/src/shared/locale.js';
import type { Scenario } from './scenario.js';
import { skuByCode } from './factories/catalog.js';
import { sampleAnswers } from './factories/result.js';

export interface MockAttempt {
  token: string;
  examId: number;
  locale: Locale;
  answers: Record<string, number>;
  email: string | null;
  submittedAt: string | null;
  createdAt: string;
}

export interface MockOrder {
  id: string;
  orderNumber: string;
  token: string;
  attemptToken: string;
  skuId: number;
  country: string;
  email: string;
  locale: Locale;
  promoCode: string | null;
  status: 'CREATED' | 'PENDING' | 'PAID' | 'FAILED';
  payments: Array<{ id: string; number: number; status: 'SUCCEEDED' | 'FAILED'; method: string; failureMessage: string | null; createdAt: string }>;
  parentOrderNumber: string | null;
  reportToken: string | null;
  createdAt: string;
  paidAt: string | null;
  consentAt: string | null;
  /** When the buyer cancelled the subscription the order started. */
  cancelledAt?: string | null;
}

export interface MockState {
  attempts: Record<string, MockAttempt>;
  orders: Record<string, MockOrder>;
  member: { email: string; name: string; nickName: string | null; phone: string | null; birthday: string | null; sex: string | null; locale: Locale } | null;
}

const KEY = 'mindprint-mock-store';
/** The demo sitting and order every scenario starts with (tokens fit the app's token pattern). */
export const DEMO_ATTEMPT = 'mockSittingDemo000000000000001';
export const DEMO_ORDER_TOKEN = 'mockOrderDemo0000000000000001';
export const DEMO_REPORT_TOKEN = 'mockReportDemo000000000000001';
export const DEMO_ORDER_NUMBER = 'MP2611260000000001';
/** The paid-report member's monthly plan (member centre, packs, chapters, IQ report, priority support). */
export const DEMO_PLAN_ORDER_NUMBER = 'MP2611260000000002';
export const DEMO_EMAIL = 'ana.lima@example.com';
/** The paid-report member's IQ sitting and its bought IQ report (the personal centre lists IQ results too). */
export const DEMO_IQ_ATTEMPT = 'mockIqSittingDemo00000000001';
export const DEMO_IQ_ORDER_NUMBER = 'MP2611260000000003';
export const DEMO_IQ_REPORT_TOKEN = 'mockIqReportDemo0000000000001';
/** The mock catalogue's id of the iq-report product (factories/catalog.ts numbers the personality SKUs first). */
const IQ_REPORT_SKU = skuByCode(2047, 'iq-report')!.id;

const now = () => new Date().toISOString();

export function newToken(prefix: string): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return prefix + Array.from(bytes, (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[byte % 62]).join('');
}

export function newOrderNumber(): string {
  const digits = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(10)), (byte) => String(byte % 10)).join('');
  return `MP261126${digits}`;
}

export function demoAttempt(token: string): MockAttempt {
  const submitted = new Date(Date.now() - 20 * 60_000).toISOString();
  return { token, examId: 1836, locale: 'EN', answers: sampleAnswers(), email: DEMO_EMAIL, submittedAt: submitted, createdAt: submitted };
}

export function seedState(scenario: Scenario): MockState {
  const paid = scenario === 'paid-report';
  const created = new Date(Date.now() - 15 * 60_000).toISOString();
  return {
    attempts: {
      [DEMO_ATTEMPT]: demoAttempt(DEMO_ATTEMPT),
      ...(paid ? { [DEMO_IQ_ATTEMPT]: { ...demoAttempt(DEMO_IQ_ATTEMPT), examId: 2047, answers: {} } } : {}),
    },
    orders: {
      [DEMO_ORDER_NUMBER]: {
        id: '7d1c2f0a-4a41-4c67-9d0e-5b8f1c2d3e4f',
        orderNumber: DEMO_ORDER_NUMBER,
        token: DEMO_ORDER_TOKEN,
        attemptToken: DEMO_ATTEMPT,
        skuId: 3,
        country: 'US',
        email: DEMO_EMAIL,
        locale: 'EN',
        promoCode: null,
        status: paid ? 'PAID' : 'CREATED',
        payments: paid ? [{ id: 'pay-demo-1', number: 1, status: 'SUCCEEDED', method: 'card', failureMessage: null, createdAt: created }] : [],
        parentOrderNumber: null,
        reportToken: paid ? DEMO_REPORT_TOKEN : null,
        createdAt: created,
        paidAt: paid ? created : null,
        consentAt: null,
      },
      ...(paid ? {
        [DEMO_PLAN_ORDER_NUMBER]: {
          id: '2b8e4c1d-6f3a-4e92-b7d0-9a1c5e3f8b24', orderNumber: DEMO_PLAN_ORDER_NUMBER, token: 'mockOrderDemo0000000000000002',
          attemptToken: DEMO_ATTEMPT, skuId: 2, country: 'US', email: DEMO_EMAIL, locale: 'EN' as const, promoCode: null,
          status: 'PAID' as const, payments: [{ id: 'pay-demo-2', number: 1, status: 'SUCCEEDED' as const, method: 'card', failureMessage: null, createdAt: created }],
          parentOrderNumber: null, reportToken: null, createdAt: created, paidAt: created, consentAt: created, cancelledAt: null,
        },
        [DEMO_IQ_ORDER_NUMBER]: {
          id: '5c3a9e7b-1d2f-4b6a-8e0c-7f4d2a1b9c36', orderNumber: DEMO_IQ_ORDER_NUMBER, token: 'mockOrderDemo0000000000000003',
          attemptToken: DEMO_IQ_ATTEMPT, skuId: IQ_REPORT_SKU, country: 'US', email: DEMO_EMAIL, locale: 'EN' as const, promoCode: null,
          status: 'PAID' as const, payments: [{ id: 'pay-demo-3', number: 1, status: 'SUCCEEDED' as const, method: 'card', failureMessage: null, createdAt: created }],
          parentOrderNumber: null, reportToken: DEMO_IQ_REPORT_TOKEN, createdAt: created, paidAt: created, consentAt: null,
        },
      } : {}),
    },
    member: paid ? { email: DEMO_EMAIL, name: 'Ana Lima', nickName: null, phone: null, birthday: null, sex: null, locale: 'EN' } : null,
  };
}

export interface MockStore {
  state: MockState;
  save(): void;
  attempt(token: string): MockAttempt;
  orderByRef(ref: string, token: string): MockOrder | undefined;
}

export function createStore(scenario: Scenario, storage?: Pick<Storage, 'getItem' | 'setItem'>): MockStore {
  const kept = storage?.getItem(`${KEY}:${scenario}`);
  const state: MockState = kept ? (JSON.parse(kept) as MockState) : seedState(scenario);
  const store: MockStore = {
    state,
    save: () => storage?.setItem(`${KEY}:${scenario}`, JSON.stringify(state)),
    attempt(token) {
      state.attempts[token] ??= demoAttempt(token);
      return state.attempts[token];
    },
    orderByRef(ref, token) {
      const order = Object.values(state.orders).find((candidate) => candidate.orderNumber === ref || candidate.id === ref);
      if (!order) return undefined;
      const parent = order.parentOrderNumber ? state.orders[order.parentOrderNumber] : undefined;
      return order.token === token || parent?.token === token ? order : undefined;
    },
  };
  return store;
}

export { now };
