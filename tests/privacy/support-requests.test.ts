// The contact form and refund requests: stored, mailed to the support address, confirmed to the sender in their
// language, refused with field errors, tied only to the sender's own order, rate limited (429), listed for operators;
// priority support (a member's plan) flagged, listed first and promised one working day on the form and in the mail.
import { renderMail } from '../../api/src/modules/mail/mail.render.js';
import type { MailTemplate } from '../../api/src/modules/mail/mail-outbox.entity.js';
import { buyerOf } from '../member/support.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { countRows, rest, restOrder, restPay, skuIds, startedAttempt, CARD_OK } from '../payments/support/checkout.js';

const OPERATOR_TOKEN = 'operator-token-0123456789abcdef';
let server: TestServer;
let ip = 1;
const headers = () => ({ 'x-forwarded-for': `192.0.2.${ip++}` });

beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@mindprint.test', OPERATOR_TOKEN } });
});

afterAll(async () => {
  await server.close();
});

async function paidOrder(email: string): Promise<string> {
  const sku = await skuIds(server);
  const order = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, email });
  await restPay(server, { orderNumber: order.body.data.order.orderNumber, token: order.body.data.token }, 'card', { testCard: CARD_OK });
  return order.body.data.order.orderNumber;
}

async function mails(to: string): Promise<Array<{ template: string; locale: string; data: Record<string, unknown> }>> {
  return server.database.orm.em.fork().execute(`select template, locale, data from mail_outbox where "to" = ? order by created_at`, [to]);
}

it('stores a question, mails it to support and confirms it to the sender in their language', async () => {
  const reply = await rest(server, 'POST', '/support/request', { topic: 'report', email: ' Ada@Example.com ', message: 'My PDF does not open on my phone.', hl: 'DE' }, headers());
  expect(reply.status).toBe(200);
  const reference = (reply.body.data as { reference: string }).reference;
  expect(reference).toMatch(/^S-[0-9A-F]{8}$/);
  expect(await countRows(server, `select count(*) as n from support_request where reference = ? and email = 'ada@example.com' and topic = 'report'`, [reference])).toBe(1);
  expect(await mails('help@mindprint.test')).toContainEqual(expect.objectContaining({ template: 'support-request', data: expect.objectContaining({ reference, from: 'ada@example.com' }) }));
  expect(await mails('ada@example.com')).toEqual([expect.objectContaining({ template: 'support-confirmation', locale: 'DE', data: expect.objectContaining({ reference }) })]);
});

it('refuses bad input field by field, and a refund without an order or for someone else\u2019s order', async () => {
  const bad = await server.graphql<{ sendSupportRequest: { reference: string | null; errors: Array<{ code: string; field: string }> } }>(
    'mutation ($input: SupportRequestInput!) { sendSupportRequest(input: $input) { reference errors { code field } } }',
    { input: { kind: 'REFUND', topic: 'ORDER', email: 'nope', message: 'short' } }, headers());
  expect(bad.data!.sendSupportRequest).toEqual({ reference: null, errors: [
    { code: 'INVALID_EMAIL', field: 'email' }, { code: 'MESSAGE_TOO_SHORT', field: 'message' }, { code: 'ORDER_REQUIRED', field: 'orderNumber' },
  ] });
  const orderNumber = await paidOrder('owner@example.com');
  const stranger = await rest(server, 'POST', '/support/request', { kind: 'refund', email: 'stranger@example.com', orderNumber, message: 'Refund this order to me please.' }, headers());
  expect(stranger).toMatchObject({ status: 404, body: { result: 404, msg: 'We found no order with this number for this email address.' } });
  expect(await countRows(server, `select count(*) as n from mail_outbox where "to" = 'stranger@example.com'`)).toBe(0);
});

it('ties a refund request to the sender\u2019s order and lists it first for operators', async () => {
  const orderNumber = await paidOrder('refund-me@example.com');
  const reply = await rest(server, 'POST', '/support/request', { kind: 'refund', email: 'refund-me@example.com', orderNumber: orderNumber.toLowerCase(), message: 'The report was not what I expected.', hl: 'PT' }, headers());
  expect(reply.status).toBe(200);
  const confirmation = (await mails('refund-me@example.com')).find((mail) => mail.template === 'support-confirmation');
  expect(confirmation).toMatchObject({ locale: 'PT', data: { kind: 'refund', orderNumber } });

  expect((await fetch(`${server.baseUrl}/ops/support-requests`)).status).toBe(404);
  expect((await fetch(`${server.baseUrl}/ops/support-requests`, { headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).status).toBe(404);
  const list = await fetch(`${server.baseUrl}/ops/support-requests`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  const rows = (await list.json()) as Array<{ kind: string; orderNumber: string | null; orderStatus: string | null; email: string }>;
  expect(rows[0]).toMatchObject({ kind: 'refund', orderNumber, orderStatus: 'paid', email: 'refund-me@example.com' });
  expect(rows.some((row) => row.kind === 'question')).toBe(true);
});

it('limits messages per address and per IP with 429', async () => {
  const sameIp = { 'x-forwarded-for': '198.18.0.1' };
  const replies = [];
  for (let i = 0; i < 4; i += 1) {
    replies.push(await rest(server, 'POST', '/support/request', { email: 'chatty@example.com', message: `Message number ${i} for you.` }, sameIp));
  }
  expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429]);
  expect(replies[3]!.body.result).toBe(429);
  for (let i = 0; i < 2; i += 1) await rest(server, 'POST', '/support/request', { email: `other${i}@example.com`, message: 'Another message here.' }, sameIp);
  const perIp = await rest(server, 'POST', '/support/request', { email: 'fresh@example.com', message: 'Yet another message.' }, sameIp);
  expect(perIp.status).toBe(429);
});

it('flags priority support, lists it first for operators and promises one working day on the form and in the mail', async () => {
  const member = await buyerOf(server, 'vip-writer@example.com', 'monthly');
  expect((await member.rest('GET', '/support/promise')).body.data).toEqual({ priority: true, workingDays: 1 });
  expect((await rest(server, 'GET', '/support/promise', undefined, headers())).body.data).toEqual({ priority: false, workingDays: 2 });

  const sent = await member.rest('POST', '/support/request', { topic: 'account', email: 'vip-writer@example.com', message: 'Where do I find my skill packs?', hl: 'FR' });
  expect(sent.status).toBe(200);
  expect(sent.body.data.promise).toEqual({ priority: true, workingDays: 1 });
  // A guest who gives a member's address: the form says nothing about membership; only the mailbox learns it.
  const guest = await rest(server, 'POST', '/support/request', { email: 'vip-writer@example.com', message: 'A second question from me.' }, headers());
  expect((guest.body.data as { promise: unknown }).promise).toEqual({ priority: false, workingDays: 2 });

  const confirmations = (await mails('vip-writer@example.com')).filter((mail) => mail.template === 'support-confirmation');
  expect(confirmations.map((mail) => mail.data.priority)).toEqual([true, true]);
  const french = renderMail({ template: 'support-confirmation' as MailTemplate, locale: 'FR', data: confirmations[0]!.data }, { publicUrl: 'https://mindprint.test' });
  expect(french.text).toContain('sous un jour ouvré');
  const team = (await mails('help@mindprint.test')).filter((mail) => mail.data.from === 'vip-writer@example.com');
  expect(team.map((mail) => renderMail({ template: 'support-request' as MailTemplate, locale: 'EN', data: mail.data }, { publicUrl: 'https://mindprint.test' }).subject))
    .toEqual([expect.stringMatching(/^\[S-[0-9A-F]{8}\] Priority · Support: account$/), expect.stringMatching(/Priority · Support: other$/)]);
  const plain = (await mails('ada@example.com')).find((mail) => mail.template === 'support-confirmation')!;
  expect(renderMail({ template: 'support-confirmation' as MailTemplate, locale: 'EN', data: plain.data }, { publicUrl: 'https://mindprint.test' }).text)
    .toContain('usually within two working days');

  const list = await fetch(`${server.baseUrl}/ops/support-requests`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  const rows = (await list.json()) as Array<{ email: string; priority: boolean; answerWithinWorkingDays: number; kind: string }>;
  expect(rows.slice(0, 2)).toEqual([
    expect.objectContaining({ email: 'vip-writer@example.com', priority: true, answerWithinWorkingDays: 1 }),
    expect.objectContaining({ email: 'vip-writer@example.com', priority: true }),
  ]);
  expect(rows.slice(2).every((row) => !row.priority && row.answerWithinWorkingDays === 2)).toBe(true);
  expect(rows[2]!.kind).toBe('refund');
});
