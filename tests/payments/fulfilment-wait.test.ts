// The success page's one waiting request: `order(awaitFulfilmentSeconds)` answers the moment the order-paid fulfilment
// commits (woken in this process; other processes hear a NOTIFY, tests/faults/process-roles.test.ts), at once when the
// order is already fulfilled or not paid, and after its time when nothing fulfils it. (The two API processes and a
// worker on PostgreSQL: tests/faults/process-roles.test.ts.)
import { randomUUID } from 'node:crypto';
import { createLogger } from '../../api/src/logger.js';
import { fulfilPaidOrder } from '../../api/src/modules/fulfilment/fulfil-order.js';
import { FULFILMENT_CHANNEL, listenForFulfilments, waitForFulfilment } from '../../api/src/modules/fulfilment/fulfilment-signal.js';
import { queryOnce, usingRealPostgres } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { paidReportOrder, restOrder, skuIds, startedAttempt } from './support/checkout.js';

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

const WAITING_VIEW = `query ($ref: String!, $token: String!, $seconds: Int!) {
  order(ref: $ref, token: $token, awaitFulfilmentSeconds: $seconds) { status reportToken }
}`;

interface View {
  order: { status: string; reportToken: string | null } | null;
}

async function timedView(order: { id: string; token: string }, seconds: number) {
  const started = Date.now();
  const reply = await server.graphql<View>(WAITING_VIEW, { ref: order.id, token: order.token, seconds });
  return { reply, ms: Date.now() - started };
}

/** A paid report order of a submitted sitting (its report is composed by the fulfilment). */
const paidOrder = () => paidReportOrder(server, sku.report, `wait-${Date.now()}@example.com`);

/** The order as it is between its payment and its order-paid job: paid, not fulfilled, its mails not queued. */
async function unfulfil(orderId: string): Promise<void> {
  const em = server.database.orm.em.fork();
  await em.execute('update purchase_order set fulfilled_at = null where id = ?', [orderId]);
  await em.execute('delete from mail_outbox where dedupe_key in (?, ?)', [`receipt:${orderId}`, `report-ready:${orderId}`]);
}

describe('waiting for an order to be fulfilled', () => {
  // By id the wait starts before the order's one read; by order number after it, with a second look.
  it.each(['id', 'order number'] as const)('answers the moment the fulfilment commits, with the ready report (the order named by its %s)', async (naming) => {
    const order = await paidOrder();
    await unfulfil(order.id);
    const waiting = timedView({ id: naming === 'id' ? order.id : order.orderNumber, token: order.token }, 15);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await fulfilPaidOrder(server.database.orm.em, order.id, new Date())).outcome).toBe('fulfilled');
    const { reply, ms } = await waiting;
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.order).toMatchObject({ status: 'PAID', reportToken: expect.any(String) });
    // Woken by the commit, not by the end of its 15 s.
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(5_000);
  });

  it('answers at once for a fulfilled order and for one not paid', async () => {
    const fulfilled = await paidOrder();
    const ready = await timedView(fulfilled, 15);
    expect(ready.reply.data!.order!.reportToken).toEqual(expect.any(String));
    expect(ready.ms).toBeLessThan(3_000);

    const created = await restOrder(server, { attemptToken: await startedAttempt(server), skuId: sku.report });
    const unpaid = await timedView({ id: created.body.data.order.id, token: created.body.data.token }, 15);
    expect(unpaid.reply.data!.order).toEqual({ status: 'CREATED', reportToken: null });
    expect(unpaid.ms).toBeLessThan(3_000);
  });

  it('answers after its time when nothing fulfils the order', async () => {
    const order = await paidOrder();
    await unfulfil(order.id);
    const { reply, ms } = await timedView(order, 1);
    expect(reply.data!.order!.status).toBe('PAID');
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(5_000);
  });

  it('refuses a wait out of range with a clear message, and a wrong token as for any order', async () => {
    const order = await paidOrder();
    for (const seconds of [-1, 21]) {
      const { reply } = await timedView(order, seconds);
      expect(reply.errors![0]).toMatchObject({ message: 'awaitFulfilmentSeconds must be a whole number from 0 to 20.', extensions: { code: 'BAD_REQUEST' } });
    }
    const wrong = await timedView({ id: order.id, token: 'x'.repeat(43) }, 5);
    expect(wrong.reply.errors![0]!.extensions!.code).toBe('ORDER_NOT_FOUND');
    expect(wrong.ms).toBeLessThan(3_000);
  });
});

// Another process's fulfilment arrives as a NOTIFY; the listener survives losing its connection (a server restart, a
// failover) and then makes every waiting request look again, since notifications sent meanwhile are gone.
(usingRealPostgres ? describe : describe.skip)('the listener of other processes\' fulfilments', () => {
  const notify = (orderId: string) => queryOnce(server.testDb.url, 'select pg_notify($1, $2)', [FULFILMENT_CHANNEL, orderId]);
  const listenerBackends = () => queryOnce<{ pid: number }>(server.testDb.url,
    `select pid from pg_stat_activity where application_name = 'mindprint-fulfilment-listener' and datname = current_database()`);

  it('wakes the waiting request of the notified order only, and again after its connection was cut', async () => {
    const listener = await listenForFulfilments(server.testDb.url, createLogger('silent'));
    try {
      const [ours, other] = [randomUUID(), randomUUID()];
      const waiting = waitForFulfilment(ours, 10_000);
      const bystander = waitForFulfilment(other, 1_500);
      await notify(ours);
      expect(await waiting.woken).toBe(true);
      expect(await bystander.woken).toBe(false);

      const before = await listenerBackends();
      expect(before.length).toBeGreaterThan(0);
      const afterCut = waitForFulfilment(ours, 10_000);
      await queryOnce(server.testDb.url, 'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        ['mindprint-fulfilment-listener']);
      // Reconnected: a new backend listens, and the request waiting across the cut was told to look again.
      expect(await afterCut.woken).toBe(true);
      const deadline = Date.now() + 10_000;
      while ((await listenerBackends()).every((row) => before.some((old) => old.pid === row.pid)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const later = waitForFulfilment(ours, 10_000);
      await notify(ours);
      expect(await later.woken).toBe(true);
    } finally {
      await listener.close();
    }
  }, 30_000);
});
