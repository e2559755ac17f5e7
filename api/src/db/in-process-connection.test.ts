// The driver's connections to the embedded database inside the process (no socket), beside socket connections to
// the same session: queries, transactions kept apart, errors, a cursor, and a connection that goes away mid-transaction.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createRequire } from 'node:module';
import pg from 'pg';
import { InProcessConnection } from './in-process-connection.js';
import { serialiseSessions, type SessionScheduler } from './pglite-session.js';

/** pg-cursor (the ORM driver's, for streamed results) ships no types. */
type CursorClass = new <R>(text: string, values: unknown[]) => pg.Submittable & { read(rows: number): Promise<R[]>; close(): Promise<void> };
const Cursor = createRequire(import.meta.url)('pg-cursor') as CursorClass;

let db: PGlite;
let server: PGLiteSocketServer;
/** Connections inside the process. */
let pool: pg.Pool;
/** Connections through the socket, to the same session. */
let socketPool: pg.Pool;
let opened = 0;
let scheduler: SessionScheduler;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table item (id int primary key, owner text not null)');
  server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  scheduler = serialiseSessions(server, db);
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  socketPool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max: 3 });
  pool = new pg.Pool({
    user: 'postgres',
    database: 'postgres',
    max: 6,
    stream: () => {
      opened += 1;
      return new InProcessConnection(scheduler);
    },
  });
});

afterAll(async () => {
  await pool.end();
  await socketPool.end();
  await server.stop();
  await db.close();
});

it('answers parameterised and simple queries without a socket', async () => {
  const before = server.getStats().activeConnections;
  const { rows } = await pool.query<{ n: number; s: string }>('select $1::int + 1 as n, $2::text as s', [41, 'x']);
  expect(rows).toEqual([{ n: 42, s: 'x' }]);
  const simple = await pool.query<{ v: number }>('select 2 as v; select 3 as v');
  expect((simple as unknown as Array<pg.QueryResult<{ v: number }>>).map((result) => result.rows[0]!.v)).toEqual([2, 3]);
  expect(opened).toBeGreaterThan(0);
  // None of them went through the socket server.
  expect(server.getStats().activeConnections).toBe(before);
});

it('keeps transactions apart from each other and from socket connections', async () => {
  await Promise.all(Array.from({ length: 30 }, async (_, i) => {
    const client = await (i % 3 === 0 ? socketPool : pool).connect();
    try {
      const owner = `owner-${i}`;
      await client.query('begin');
      await client.query('insert into item (id, owner) values ($1, $2)', [i, owner]);
      const { rows } = await client.query<{ owners: string[] }>('select array_agg(owner order by id) as owners from item where id >= $1', [0]);
      expect(rows[0]!.owners).toContain(owner);
      if (i % 5 === 0) await client.query('rollback');
      else await client.query('commit');
    } finally {
      client.release();
    }
  }));
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from item');
  expect(Number(rows[0]!.n)).toBe(24);
});

it('answers a failed query with its error and goes on', async () => {
  await expect(pool.query('select owner from missing_table where id = $1', [1])).rejects.toThrow(/missing_table/);
  await expect(pool.query('select * from')).rejects.toThrow(/syntax error/);
  const { rows } = await pool.query<{ v: string }>('select $1::text as v', ['still here']);
  expect(rows).toEqual([{ v: 'still here' }]);
});

it('streams a cursor', async () => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const cursor = client.query(new Cursor<{ n: number }>('select n from generate_series(1, $1::int) as n', [25]));
    const other = socketPool.query<{ v: number }>('select $1::int as v', [7]);
    const rows = [...await cursor.read(10), ...await cursor.read(10), ...await cursor.read(10)];
    await cursor.close();
    await client.query('commit');
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await other).rows).toEqual([{ v: 7 }]);
  } finally {
    client.release();
  }
});

it('rolls back what a connection that goes away left open, and frees the session', async () => {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => new InProcessConnection(scheduler) });
  await client.connect();
  await client.query('begin');
  await client.query('insert into item (id, owner) values ($1, $2)', [1000, 'left open']);
  await client.end();
  // Another connection gets the session at once, and the row is gone with the transaction.
  const { rows } = await socketPool.query<{ n: string }>('select count(*) as n from item where id = $1', [1000]);
  expect(Number(rows[0]!.n)).toBe(0);
});
