// Partners for the partner tests: made through the operator's own code path, with sittings started by their codes.
import { createPartner, type NewPartner } from '../../api/src/modules/partner/partner.keys.js';
import type { TestServer } from '../support/test-server.js';
import { EXAM_ID, restOrder, restPay, skuIds, CARD_OK } from '../payments/support/checkout.js';

export interface TestPartner {
  name: string;
  key: string;
  code: string;
  webhookSecret: string;
}

export async function makePartner(server: TestServer, input: NewPartner): Promise<TestPartner> {
  const issued = await createPartner(server.database.orm.em.fork(), input);
  return { name: issued.partner.name, key: issued.key, code: issued.code, webhookSecret: issued.webhookSecret };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A submitted sitting, started with a partner's code (or none); returns the sitting token. */
export async function sitting(server: TestServer, partnerCode?: string): Promise<string> {
  const started = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId: EXAM_ID, code: 'BMBTI', locale: 'EN', country: 'US', partnerCode } });
  const token = started.data!.startTest.attempt.token;
  const questions = await server.graphql<{ questions: Array<{ key: string }> }>(`{ questions(examId: ${EXAM_ID}, locale: "EN") { key } }`);
  await server.graphql('mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
    { token, answers: questions.data!.questions.map((question, i) => ({ questionKey: question.key, value: 1 + (i % 7) })) });
  await server.graphql('mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token });
  return token;
}

/** Buys the report of a sitting and waits for its jobs; returns the order number. */
export async function buyReport(server: TestServer, attemptToken: string, email: string): Promise<string> {
  const sku = await skuIds(server);
  const created = await restOrder(server, { attemptToken, skuId: sku.report, email });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  const paid = await restPay(server, order, 'card', { testCard: CARD_OK });
  if (paid.body.data.order.status !== 'paid') throw new Error(`order not paid: ${JSON.stringify(paid.body)}`);
  return order.orderNumber;
}

export async function reportIdOf(server: TestServer, attemptToken: string): Promise<string> {
  const rows = await server.database.orm.em.fork().execute<Array<{ id: string }>>(
    'select r.id from report r join attempt a on a.id = r.attempt_id where a.token = ?', [attemptToken]);
  return rows[0]!.id;
}

export async function partnerRest(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/partner/v1${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { result: number; data: unknown; msg: string } };
}
