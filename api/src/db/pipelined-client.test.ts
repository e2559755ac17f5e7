// The server connections' pipelining (pipelined-client.ts), through the ORM as the app uses it, on a real PostgreSQL
// server (the embedded database's connections are not pipelined). A proxy between the pool and the server counts the
// round trips: a flight is what the client sends before the server next answers.
import net from 'node:net';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { createEmptyDatabase, usingRealPostgres, type TestDatabase } from '../../../tests/support/test-database.js';
import { selectRows, sendTogether, takeLock } from './lean.js';
import { ormOptions } from './orm-config.js';
import { PipelinedClient } from './pipelined-client.js';

interface CountingProxy {
  url: string;
  /** Flights the client has sent since the last reset. */
  flights(): number;
  reset(): void;
  close(): Promise<void>;
}

async function countingProxy(target: URL): Promise<CountingProxy> {
  let flights = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    let answered = true;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (answered) flights += 1;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      answered = true;
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    flights: () => flights,
    reset: () => {
      flights = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const onServer = usingRealPostgres ? describe : describe.skip;

onServer('pipelined server connections', () => {
  let db: TestDatabase;
  let proxy: CountingProxy;
  let orm: MikroORM;
  const em = () => orm.em.fork();
  const rows = async () => (await selectRows<{ id: number; note: string }>(em(), 'select id, note from pipelined order by id')).map((row) => `${row.id}:${row.note}`);

  beforeAll(async () => {
    db = await createEmptyDatabase();
    proxy = await countingProxy(new URL(db.url));
    // One connection, so every statement below shares it and the flights are this test's alone.
    orm = await MikroORM.init(ormOptions(proxy.url, 1, { driverOptions: { Client: PipelinedClient } }));
    await orm.em.getConnection().execute('create table pipelined (id int primary key, note text not null)');
  });

  afterAll(async () => {
    await orm.close(true);
    await proxy.close();
    await db.close();
  });

  beforeEach(async () => {
    await orm.em.getConnection().execute('truncate pipelined');
    proxy.reset();
  });

  it('sends BEGIN with the first statement, and the writes behind with the COMMIT: two round trips', async () => {
    const seen = await em().transactional(async (tx: EntityManager) => {
      const [found] = await selectRows<{ n: number }>(tx, 'select count(*)::int as n from pipelined');
      await sendTogether(tx, [['insert into pipelined values (?, ?)', [1, 'one']], ['insert into pipelined values (?, ?)', [2, 'two']]], { behind: true });
      await sendTogether(tx, [['update pipelined set note = ? where id = ?', ['uno', 1]]], { behind: true });
      return found!.n;
    });
    expect(proxy.flights()).toBe(2);
    expect(seen).toBe(0);
    expect(await rows()).toEqual(['1:uno', '2:two']);
  });

  it('runs a lock behind right after BEGIN, before the statement that follows it, in one round trip', async () => {
    const [found] = await em().transactional(async (tx: EntityManager) => {
      await takeLock(tx, 'select pg_advisory_xact_lock(?)', [42]);
      return selectRows<{ held: boolean }>(tx, `select exists (select 1 from pg_locks where locktype = 'advisory' and objid = 42 and pid = pg_backend_pid()) as held`);
    });
    expect(found!.held).toBe(true);
    // BEGIN, the lock and the read; then the COMMIT.
    expect(proxy.flights()).toBe(2);
  });

  it('waits for a write right behind BEGIN: nothing is written before BEGIN is answered', async () => {
    const error = await em().transactional(async (tx: EntityManager) => {
      // The first statement: its failure is thrown here, not at the commit.
      const failed = await sendTogether(tx, [['insert into no_such_table values (?)', [1]]], { behind: true }).then(() => null, (cause: unknown) => cause);
      throw failed ?? new Error('the write right behind BEGIN was not waited for');
    }).catch((cause: unknown) => cause);
    expect(String(error)).toMatch(/no_such_table/);
  });

  it('fails the COMMIT with a write behind that failed, and keeps nothing of the transaction', async () => {
    const error = await em().transactional(async (tx: EntityManager) => {
      await sendTogether(tx, [['insert into pipelined values (?, ?)', [1, 'kept?']]]);
      // A duplicate key, written behind: the caller goes on.
      await sendTogether(tx, [['insert into pipelined values (?, ?)', [1, 'again']]], { behind: true });
    }).catch((cause: unknown) => cause);
    expect(error).toMatchObject({ code: '23505' });
    expect(await rows()).toEqual([]);
    // The connection is clean afterwards: the next transaction commits.
    await em().transactional((tx: EntityManager) => sendTogether(tx, [['insert into pipelined values (?, ?)', [3, 'three']]], { behind: true }));
    expect(await rows()).toEqual(['3:three']);
  });

  it('fails the next statement with a write behind that failed, not with the aborted transaction', async () => {
    const error = await em().transactional(async (tx: EntityManager) => {
      await selectRows(tx, 'select 1');
      await sendTogether(tx, [['insert into pipelined values (?, ?)', [null, 'no id']]], { behind: true });
      await selectRows(tx, 'select 2');
    }).catch((cause: unknown) => cause);
    // The write's own error (a not-null violation), not "current transaction is aborted".
    expect(error).toMatchObject({ code: '23502' });
    expect(await rows()).toEqual([]);
  });

  it('rolls back writes behind when the caller throws after them', async () => {
    const error = await em().transactional(async (tx: EntityManager) => {
      await selectRows(tx, 'select 1');
      await sendTogether(tx, [['insert into pipelined values (?, ?)', [4, 'four']]], { behind: true });
      throw new Error('changed its mind');
    }).catch((cause: unknown) => cause);
    expect(String(error)).toMatch(/changed its mind/);
    expect(await rows()).toEqual([]);
  });

  it('waits for statements outside a transaction as before', async () => {
    await sendTogether(em(), [['insert into pipelined values (?, ?)', [5, 'five']]], { behind: true });
    await expect(sendTogether(em(), [['insert into pipelined values (?, ?)', [5, 'again']]], { behind: true })).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual(['5:five']);
  });
});
