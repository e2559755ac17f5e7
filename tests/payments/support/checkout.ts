// Helpers of the payment tests: a submitted test sitting, SKU ids by code, REST calls with their envelope, and
// orders created and paid through the API.
import { restUrlPath } from '../../support/rest-roots.js';
import type { TestServer } from '../../support/test-server.js';
import { CONSENT_VERSION } from '../../../api/src/modules/order/consent.js';

export const EXAM_ID = 1836;
export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_DELAYED = '4000 0000 0000 0077';
export const CONSENT = { accepted: true, version: CONSENT_VERSION };

export interface Envelope<T = Record<string, unknown>> {
  status: number;
  body: { result: number; data: T; msg: string };
}

export async function rest<T = Record<string, unknown>>(server: TestServer, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await fetch(`${server.baseUrl}${restUrlPath(method, path)}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T>['body'] };
}

export async function skuIds(server: TestServer, examId = EXAM_ID): Promise<Record<string, number>> {
  const reply = await server.graphql<{ skus: Array<{ id: number; code: string }> }>(
    `{ skus(examId: ${examId}, country: "US", locale: "EN") { id code } }`);
  return Object.fromEntries(reply.data!.skus.map((sku) => [sku.code, sku.id]));
}

/** A started sitting: enough to order for (orders do not need the answers). */
export async function startedAttempt(server: TestServer, country = 'US'): Promise<string> {
  const started = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId: EXAM_ID, code: 'BMBTI', locale: 'EN', country } });
  return started.data!.startTest.attempt.token;
}

/** A fully answered and submitted personality test with its free report, for tests about the report. */
export async function submittedAttempt(server: TestServer, country = 'US'): Promise<string> {
  const token = await startedAttempt(server, country);
  const questions = await server.graphql<{ questions: Array<{ key: string }> }>(`{ questions(examId: ${EXAM_ID}, locale: "EN") { key } }`);
  await server.graphql('mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
    { token, answers: questions.data!.questions.map((question) => ({ questionKey: question.key, value: 4 })) });
  await server.graphql('mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token });
  return token;
}

export interface OrderData {
  order: { id: string; orderNumber: string; status: string; amount: { amountMinor: number; currency: { code: string } }; payment?: { status: string; clientSecret?: string; approveUrl?: string } | null };
  token: string;
  errors?: Array<{ code: string; message: string }>;
}

export async function restOrder(server: TestServer, body: Record<string, unknown>): Promise<Envelope<OrderData>> {
  return rest<OrderData>(server, 'POST', '/exam/order/info', { country: 'US', email: 'buyer@example.com', acceptTerms: true, ...body });
}

/** Pays an order and lets the jobs its settlement recorded (fulfilment, report, mail) run before returning. */
export async function restPay(server: TestServer, order: { orderNumber: string; token: string }, method: string, extra: Record<string, unknown> = {}): Promise<Envelope<OrderData>> {
  const reply = await rest<OrderData>(server, 'POST', '/pay/order/create', { orderNumber: order.orderNumber, token: order.token, method, ...extra });
  await server.drainJobs();
  return reply;
}

/** A paid report order of a submitted sitting (its report is composed by the fulfilment), for `email`. */
export async function paidReportOrder(server: TestServer, reportSkuId: number, email: string): Promise<{ id: string; orderNumber: string; token: string }> {
  const attemptToken = await submittedAttempt(server);
  const created = await restOrder(server, { attemptToken, skuId: reportSkuId, email });
  const order = { id: created.body.data.order.id, orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  const paid = await restPay(server, order, 'card', { testCard: CARD_OK });
  expect(paid.body.data.order.status).toBe('paid');
  return order;
}

export async function countRows(server: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await server.database.orm.em.fork().execute<Array<{ n: string | number }>>(sql, params);
  return Number(rows[0]?.n ?? 0);
}
