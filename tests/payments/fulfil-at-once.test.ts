// A paid order's fulfilment on the embedded database starts with the payment's commit, in the process that settled
// it: the queued order-paid job completes in the fulfilment's own transaction, so the worker never runs it, and a
// fulfilment that fails there leaves the job queued for the worker, which does it. On PostgreSQL the workers take
// every job (NOTIFY reaches them at once, in whichever process).
import { usingRealPostgres } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { paidReportOrder, skuIds } from './support/checkout.js';

let server: TestServer;
let sku: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
});

afterAll(async () => {
  await server.close();
});

async function payReport(email: string): Promise<string> {
  return (await paidReportOrder(server, sku.report, email)).id;
}

interface JobRow {
  state: string;
  output: Record<string, unknown> | null;
}

/** The order's one order-paid job, which must be completed; its output says who completed it. */
async function completedJob(orderId: string): Promise<JobRow['output']> {
  const jobs = await server.database.orm.em.fork().execute<JobRow[]>(
    `select state, output from pgboss.job where name = 'order-paid' and data->>'orderId' = ?`, [orderId]);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.state).toBe('completed');
  return jobs[0]!.output;
}

async function fulfilledAt(orderId: string): Promise<string | null> {
  const [row] = await server.database.orm.em.fork().execute<Array<{ fulfilled_at: string | null }>>(
    'select fulfilled_at from purchase_order where id = ?', [orderId]);
  return row!.fulfilled_at;
}

it('fulfils the order once and completes its one order-paid job', async () => {
  const orderId = await payReport(`at-once-${Date.now()}@example.com`);
  await server.drainJobs();
  expect(await fulfilledAt(orderId)).not.toBeNull();
  const output = await completedJob(orderId);
  // Completed by the fulfilment's transaction on the embedded database; by a worker on PostgreSQL.
  if (usingRealPostgres) expect(output).not.toEqual({ ranAtOnce: true });
  else expect(output).toEqual({ ranAtOnce: true });
  const [mail] = await server.database.orm.em.fork().execute<Array<{ n: string }>>(
    'select count(*) as n from mail_outbox where dedupe_key = ?', [`receipt:${orderId}`]);
  expect(Number(mail!.n)).toBe(1);
});

(usingRealPostgres ? it.skip : it)('leaves the job to the worker when the fulfilment fails at once', async () => {
  const em = server.database.orm.em.fork();
  // The first fulfilment of a 'fail-once' buyer's order fails (a sequence is not rolled back with it); the next passes.
  await em.execute(`create sequence fail_fulfilment_once`);
  await em.execute(`create function fail_fulfilment_once() returns trigger language plpgsql as $$
    begin
      if new.fulfilled_at is not null and old.fulfilled_at is null and new.email like 'fail-once-%'
        and nextval('fail_fulfilment_once') = 1 then
        raise exception 'fulfilment failed on purpose';
      end if;
      return new;
    end $$`);
  await em.execute(`create trigger fail_fulfilment_once before update on purchase_order
    for each row execute function fail_fulfilment_once()`);
  try {
    const orderId = await payReport(`fail-once-${Date.now()}@example.com`);
    await server.drainJobs();
    expect(await fulfilledAt(orderId)).not.toBeNull();
    // The worker's run, not the one at once.
    expect(await completedJob(orderId)).not.toEqual({ ranAtOnce: true });
    expect(server.logs.some((line) => line.msg === 'fulfilment failed; the worker will retry it')).toBe(true);
  } finally {
    await em.execute('drop trigger fail_fulfilment_once on purchase_order');
  }
});
