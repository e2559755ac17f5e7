// Signed partner webhooks: paying for a partner's sitting POSTs "order.paid" and then "report.ready" to its URL with
// an HMAC signature over the timestamp and body; a failed delivery is retried by the job queue with backoff, and the
// partner reads the delivery log. Other partners and direct visitors' sittings send nothing.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifySignature } from '../../api/src/modules/webhook/signature.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, buyReport, makePartner, sitting, type TestPartner } from './support.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

let server: TestServer;
let receiver: Server;
let partner: TestPartner;
const received: Received[] = [];
/** Answers the first POST with a 503, as a partner's server in the middle of a deploy would. */
let failuresLeft = 1;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = failuresLeft > 0 ? 503 : 200;
      failuresLeft -= 1;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  server = await startTestServer();
  partner = await makePartner(server, { name: 'Hook Partner', webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mindprint` });
  await makePartner(server, { name: 'Quiet Partner', webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/other` });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const DELIVERIES = '{ partner { webhookDeliveries { id event status attempts lastStatus } } }';
type Delivery = { id: string; event: string; status: string; attempts: number; lastStatus: number | null };

it('signs each event, retries a failed delivery, and logs both tries', async () => {
  const orderNumber = await buyReport(server, await sitting(server, partner.code), 'hook-client@example.com');
  // Sittings of nobody's code send nothing.
  await buyReport(server, await sitting(server), 'direct@example.com');

  const deliveries = await until('both events delivered', async () => {
    const reply = await server.graphql<{ partner: { webhookDeliveries: Delivery[] } }>(DELIVERIES, undefined, bearer(partner.key));
    const rows = reply.data?.partner.webhookDeliveries ?? [];
    return rows.length === 2 && rows.every((row) => row.status === 'DELIVERED') ? rows : undefined;
  });
  expect(deliveries.map((row) => row.event).sort()).toEqual(['ORDER_PAID', 'REPORT_READY']);
  expect(deliveries.map((row) => row.attempts).sort()).toEqual([1, 2]);
  expect(deliveries.every((row) => row.lastStatus === 200)).toBe(true);

  // Three POSTs: the refused one and its retry carry the same event id; each is signed over its own timestamp.
  expect(received.map((r) => r.answered).sort()).toEqual([200, 200, 503]);
  const bodies = received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, string> });
  const retried = bodies.filter((body) => body.id === bodies[0]!.id);
  expect(retried).toHaveLength(2);
  for (const r of received) {
    expect(r.headers['content-type']).toBe('application/json');
    const header = r.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifySignature(partner.webhookSecret, header, r.body, Math.floor(Date.now() / 1000))).toBe(true);
    // The signature breaks with any other secret, any change of the body, or an old timestamp.
    expect(verifySignature('whsec_other', header, r.body, Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(partner.webhookSecret, header, r.body.replace('"data"', '"data" '), Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(partner.webhookSecret, header, r.body, Math.floor(Date.now() / 1000) + 3600)).toBe(false);
  }
  const paid = bodies.find((body) => body.type === 'order.paid')!;
  expect(paid.data.orderNumber).toBe(orderNumber);
  const ready = bodies.find((body) => body.type === 'report.ready')!;
  expect(ready.data.reportId).toMatch(/^[0-9a-f-]{36}$/);
  // Ids only: no email or name of the person travels in a webhook.
  expect(received.map((r) => r.body).join('')).not.toMatch(/@example\.com/);
});
