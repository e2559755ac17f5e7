// The database goes away under load (every connection cut, new ones refused) and comes back: requests fail fast with
// a clear error instead of hanging, /healthz says 503 during the outage, and everything works again without restarting
// the process, the job queue included.
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { CARD_OK, countRows, restOrder, restPay, skuIds, startedAttempt } from '../payments/support/checkout.js';

let server: TestServer;
let proxy: TcpProxy | undefined;

beforeAll(async () => {
  server = await startTestServer({
    connectVia: async (url) => {
      const target = new URL(url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
      return proxy.url(url);
    },
  });
});

afterAll(async () => {
  proxy?.restore();
  await server.close();
  await proxy?.close();
});

const health = async () => (await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

it('fails fast during an outage, reports it on /healthz and recovers by itself', async () => {
  const outcomes: Array<{ status: number; ms: number; at: number; code?: string }> = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const started = Date.now();
      try {
        const response = await fetch(`${server.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // An order lookup reads the database (the questions would come from the process's cache of reference data).
          body: JSON.stringify({ query: '{ order(ref: "3f2c8a9e-1b4d-4c6e-9a7f-2d5e8b1c4a6f", token: "no-such-order-token-0000") { status } }' }),
          signal: AbortSignal.timeout(20_000),
        });
        const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
        outcomes.push({ status: response.status, ms: Date.now() - started, at: started, code: body.errors?.[0]?.extensions?.code });
      } catch {
        outcomes.push({ status: 0, ms: Date.now() - started, at: started });
      }
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, worker));
  await sleep(1500);
  expect(await health()).toBe(200);

  const cutAt = Date.now();
  proxy!.cut();
  expect(await until(async () => (await health()) === 503, 10_000)).toBe(true);
  await sleep(3000);
  proxy!.restore();
  const restoredAt = Date.now();
  expect(await until(async () => (await health()) === 200, 15_000)).toBe(true);
  // Keep the load on for a while after recovery: those requests must all succeed.
  await sleep(Math.max(1500, restoredAt + 3500 - Date.now()));
  running = false;
  await load;

  // Nothing hung: every request was answered (or refused) well within the client's timeout.
  expect(outcomes.every((outcome) => outcome.ms < 15_000)).toBe(true);
  // During the outage: 503 with a code the client can act on (retry), never a 500 or a hang.
  const during = outcomes.filter((outcome) => outcome.at >= cutAt + 500 && outcome.at < restoredAt);
  expect(during.length).toBeGreaterThan(0);
  expect(during.filter((outcome) => outcome.status !== 200).map((outcome) => `${outcome.status} ${outcome.code}`))
    .toEqual(during.filter((outcome) => outcome.status !== 200).map(() => '503 SERVICE_UNAVAILABLE'));
  expect(during.some((outcome) => outcome.status === 503)).toBe(true);
  const after = outcomes.filter((outcome) => outcome.at > restoredAt + 2000);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((outcome) => outcome.status === 200)).toBe(true);

  // Payments and their jobs work again, with no restart.
  const sku = await skuIds(server);
  const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report, email: 'after-outage@example.com' });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token, id: created.body.data.order.id };
  expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  await server.drainJobs();
  expect(await countRows(server, 'select count(*) as n from purchase_order where id = ? and fulfilled_at is not null', [order.id])).toBe(1);
}, 120_000);
