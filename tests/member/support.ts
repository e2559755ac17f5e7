// Members for the member-area tests: a buyer of a product signed in with the link the purchase mailed, and an
// account with no purchase; both are API clients that keep their session cookie.
import { Member } from '../account/support.js';
import { CARD_OK, CONSENT, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import type { TestServer } from '../support/test-server.js';

let nextIp = 10;
const PASSWORD = 'correct horse battery';

/** The data of the newest outbox mail of a template to an address (the delivery job is not needed for this). */
export async function outboxData(server: TestServer, to: string, template: string): Promise<Record<string, unknown>> {
  const rows = await server.database.orm.em.fork().execute<Array<{ data: Record<string, unknown> }>>(
    'select data from mail_outbox where "to" = ? and template = ? order by created_at desc limit 1', [to, template]);
  if (!rows[0]) throw new Error(`no ${template} mail to ${to}`);
  return rows[0].data;
}

/** A submitted test, the product bought for it with the local card, and the buyer signed in with the mailed link. */
export async function buyerOf(server: TestServer, email: string, skuCode: string): Promise<Member> {
  const skus = await skuIds(server);
  const created = await restOrder(server, { attemptToken: await submittedAttempt(server), skuId: skus[skuCode], trialConsent: CONSENT, email });
  const paid = await restPay(server, { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token }, 'card', { testCard: CARD_OK });
  if (paid.body.data.order.status !== 'paid') throw new Error(`the ${skuCode} order was not paid: ${paid.body.msg}`);
  const { path } = await outboxData(server, email, 'sign-in-link') as { path: string };
  const token = new URL(path, 'http://x').searchParams.get('s');
  const member = new Member(server, `198.51.100.${nextIp++}`);
  const opened = await member.graphql('mutation ($token: String!) { signInWithLink(token: $token) { errors { code } } }', { token });
  if (opened.data?.signInWithLink.errors.length) throw new Error('the sign-in link did not work');
  return member;
}

/** An account made by sign-up and its mailed code, with nothing bought. */
export async function accountWithoutPurchase(server: TestServer, email: string): Promise<Member> {
  const member = new Member(server, `198.51.100.${nextIp++}`);
  await member.graphql('mutation ($input: SignUpInput!) { signUp(input: $input) { sent } }',
    { input: { name: 'No Plan', email, password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } });
  const { code } = await outboxData(server, email, 'verification-code') as { code: string };
  const confirmed = await member.graphql('mutation ($email: String!, $code: String!) { confirmSignUp(email: $email, code: $code) { errors { code } } }',
    { email, code });
  if (confirmed.data?.confirmSignUp.errors.length) throw new Error('sign-up did not finish');
  return member;
}

/** A GET with the member's cookie, answered as bytes (PDF downloads). */
export async function download(server: TestServer, member: Member | null, path: string): Promise<{ status: number; type: string | null; body: Buffer; disposition: string | null }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, { headers: member?.cookie ? { cookie: member.cookie } : {} });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
