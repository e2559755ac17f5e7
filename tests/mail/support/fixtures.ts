// Data the mail tests need, made through the API: a submitted test with an email, a paid report, a trial, and
// the delivery options the server itself would use.
import { createMailTransport } from '../../../api/src/modules/mail/mail.transport.js';
import { deliverPendingMail, type DeliveryOptions } from '../../../api/src/modules/mail/mail.delivery.js';
import type { TestServer } from '../../support/test-server.js';
import { CARD_OK, CONSENT, EXAM_ID, restOrder, restPay, skuIds } from '../../payments/support/checkout.js';
import type { SmtpInbox } from './smtp-inbox.js';

export const PUBLIC_URL = 'https://mindprint.test';
export const MAIL_FROM = 'Mindprint <no-reply@mindprint.test>';
export const deliveryOptions: DeliveryOptions = { from: MAIL_FROM, publicUrl: PUBLIC_URL };

/** Sends what is due at `now` to the inbox, the way the mail job does. */
export function deliver(server: TestServer, inbox: SmtpInbox, now = new Date(), options: Partial<DeliveryOptions> = {}) {
  return deliverPendingMail(server.database.orm.em.fork(), createMailTransport(inbox.url), now, { ...deliveryOptions, ...options });
}

/** A started sitting in a language, optionally with the email left on the email page. */
export async function startAttempt(server: TestServer, locale: string, email?: string): Promise<string> {
  const started = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId: EXAM_ID, code: 'BMBTI', locale, country: 'US' } });
  const token = started.data!.startTest.attempt.token;
  if (email) {
    await server.graphql('mutation ($token: String!, $email: String!) { captureEmail(token: $token, email: $email) { errors { code } } }', { token, email });
  }
  return token;
}

/** A fully answered and submitted sitting: it has a free result (and a report row). */
export async function submitAttempt(server: TestServer, locale: string, email?: string): Promise<string> {
  const token = await startAttempt(server, locale, email);
  const questions = await server.graphql<{ questions: Array<{ key: string }> }>(`{ questions(examId: ${EXAM_ID}, locale: "EN") { key } }`);
  await server.graphql('mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
    { token, answers: questions.data!.questions.map((question, index) => ({ questionKey: question.key, value: (index % 7) + 1 })) });
  const submitted = await server.graphql<{ submitTest: { errors: unknown[] } }>('mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token });
  expect(submitted.data!.submitTest.errors).toEqual([]);
  return token;
}

/** Buys an SKU for a sitting with the local provider's good card; returns the order number. */
export async function buy(server: TestServer, attemptToken: string, email: string, skuCode = 'report'): Promise<string> {
  const sku = await skuIds(server);
  const created = await restOrder(server, { attemptToken, skuId: sku[skuCode], email, trialConsent: skuCode === 'trial-weekly' ? CONSENT : undefined });
  expect(created.status).toBe(200);
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  const paid = await restPay(server, order, 'card', { testCard: CARD_OK });
  expect(paid.body.data.order.status).toBe('paid');
  // The account, report and mails follow from the order-paid job.
  await server.drainJobs();
  return order.orderNumber;
}

export async function rows<T>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return server.database.orm.em.fork().execute<T[]>(sql, params);
}
