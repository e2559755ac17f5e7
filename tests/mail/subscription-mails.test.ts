// The mails of the checkout through the real flows, received over SMTP: the report-ready mail and the receipt of
// a purchase, the trial reminder (end time, what it renews into at what price, the one-step cancel link, which
// cancels through the API) and the cancellation confirmation, each in the buyer's language.
import { sendTrialReminders } from '../../api/src/modules/subscription/subscription.jobs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { rest } from '../payments/support/checkout.js';
import { buy, deliver, PUBLIC_URL, rows, submitAttempt } from './support/fixtures.js';
import { linksOf, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';

let server: TestServer;
let inbox: SmtpInbox;

beforeAll(async () => {
  [server, inbox] = await Promise.all([startTestServer({ env: { PUBLIC_URL } }), startSmtpInbox()]);
});

afterAll(async () => {
  await inbox.stop();
  await server.close();
});

const CANCEL = 'mutation ($token: String!) { cancelSubscriptionByLink(token: $token) { cancelled message errors { code } } }';

it('sends the receipt, the report link and the new account\'s sign-in link of a purchase in the buyer\'s language', async () => {
  const email = 'comprador@example.com';
  const attempt = await submitAttempt(server, 'ES', email);
  const orderNumber = await buy(server, attempt, email);
  await deliver(server, inbox);
  const mails = inbox.to(email);
  expect(mails.map((mail) => mail.subject).sort()).toEqual([
    `Recibo de tu pedido de Mindprint ${orderNumber}`,
    'Tu cuenta de Mindprint está lista',
    'Tu informe de Mindprint está listo',
  ]);
  const account = mails.find((mail) => mail.subject === 'Tu cuenta de Mindprint está lista')!;
  expect(linksOf(account).map((url) => url.pathname)).toEqual(['/user/login/BMBTI-1836']);
  expect(account.text).toContain('caduca en 7 días');
  const receipt = mails.find((mail) => mail.subject!.startsWith('Recibo'))!;
  expect(receipt.text).toContain(`Número de pedido: ${orderNumber}`);
  expect(receipt.text).toMatch(/Importe pagado: \d+,\d{2}\s?US\$/);
  const ready = mails.find((mail) => mail.subject!.startsWith('Tu informe'))!;
  const [report] = await rows<{ token: string }>(server,
    `select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ? and r.state = 'ready'`, [attempt]);
  expect(linksOf(ready).map(String)).toEqual([`${PUBLIC_URL}/report/result/BMBTI-1836?r=${report!.token}&hl=ES`]);
});

it('reminds a day before a trial converts, in French, with a cancel link that cancels in one step', async () => {
  const email = 'essai@example.com';
  await buy(server, await submitAttempt(server, 'FR', email), email, 'trial-weekly');
  const [subscription] = await rows<{ id: string; trial_ends_at: Date; cancel_token: string }>(server,
    'select id, trial_ends_at, cancel_token from subscription where email = ?', [email]);
  const trialEnd = new Date(subscription!.trial_ends_at).getTime();
  expect(await sendTrialReminders(server.database.orm.em.fork(), new Date(trialEnd - 23 * 3600_000))).toBe(1);
  await deliver(server, inbox, new Date(trialEnd - 23 * 3600_000));

  const [reminder] = inbox.to(email).filter((mail) => mail.subject!.startsWith('Votre essai gratuit se termine le'));
  expect(reminder).toBeDefined();
  const ends = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(trialEnd));
  expect(reminder!.text).toContain(`se termine le ${ends} UTC`);
  expect(reminder!.text).toContain('« Formule hebdomadaire » au prix de 19,99\u00a0$US par semaine');
  const [cancelLink] = linksOf(reminder!);
  expect(`${cancelLink!.origin}${cancelLink!.pathname}`).toBe(`${PUBLIC_URL}/cancel/subscription/BMBTI-1836`);
  const token = cancelLink!.searchParams.get('s')!;
  expect(token).toBe(subscription!.cancel_token);

  const wrong = await server.graphql<{ cancelSubscriptionByLink: { errors: Array<{ code: string }> } }>(CANCEL, { token: 'x'.repeat(43) });
  expect(wrong.data!.cancelSubscriptionByLink.errors).toEqual([{ code: 'CANCEL_LINK_INVALID' }]);
  const cancelled = await server.graphql<{ cancelSubscriptionByLink: { cancelled: number; message: string } }>(CANCEL, { token });
  expect(cancelled.data!.cancelSubscriptionByLink).toMatchObject({ cancelled: 1, message: 'Cancellation successful' });
  const again = await server.graphql<{ cancelSubscriptionByLink: { cancelled: number; errors: unknown[] } }>(CANCEL, { token });
  expect(again.data!.cancelSubscriptionByLink).toMatchObject({ cancelled: 0, errors: [] });
  expect((await rows<{ status: string }>(server, 'select status from subscription where id = ?', [subscription!.id]))[0]!.status).toBe('cancelled');

  await deliver(server, inbox, new Date(trialEnd - 22 * 3600_000));
  const [confirmation] = inbox.to(email).filter((mail) => mail.subject === 'Votre abonnement a été annulé');
  expect(confirmation!.text).toContain(`Vous conservez l\u2019accès jusqu\u2019au ${ends} UTC.`);
});

it('cancels by the link through the REST facade too', async () => {
  const email = 'link-rest@example.com';
  await buy(server, await submitAttempt(server, 'EN', email), email, 'trial-weekly');
  const [subscription] = await rows<{ cancel_token: string }>(server, 'select cancel_token from subscription where email = ?', [email]);
  const cancelled = await rest(server, 'POST', '/unsubscribe/cancel', { token: subscription!.cancel_token });
  expect(cancelled).toMatchObject({ status: 200, body: { msg: 'Cancellation successful', data: { cancelled: 1 } } });
  expect((await rest(server, 'POST', '/unsubscribe/cancel', { token: 'nope' })).status).toBe(404);
});
