// The embedded database's session scheduler, through the real socket server and the real driver: connections share
// PGlite's one session without seeing each other's transactions or unnamed statements, and an extended-protocol
// unit runs as one PGlite call.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createRequire } from 'node:module';
import pg from 'pg';
import { serialiseSessions } from './pglite-session.js';

/** pg-cursor (the ORM driver's, for streamed results) ships no types. */
type CursorClass = new <R>(text: string, values: unknown[]) => pg.Submittable & { read(rows: number): Promise<R[]>; close(): Promise<void> };
const Cursor = createRequire(import.meta.url)('pg-cursor') as CursorClass;

let db: PGlite;
let server: PGLiteSocketServer;
let pool: pg.Pool;
/** PGlite calls made so far (each message or unit the scheduler runs is one). */
let calls = 0;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table item (id int primary key, owner text not null)');
  const run = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = (...args) => {
    calls += 1;
    return run(...args);
  };
  server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 12 });
  serialiseSessions(server, db);
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max: 8 });
});

afterAll(async () => {
  await pool.end();
  await server.stop();
  await db.close();
});

it('runs a parameterised query (Parse, Bind, Describe, Execute, Sync) as one PGlite call', async () => {
  const client = await pool.connect();
  try {
    await client.query('select 1'); // the connection's start-up is behind us
    const before = calls;
    const { rows } = await client.query<{ n: number; s: string }>('select $1::int + 1 as n, $2::text as s', [41, 'x']);
    expect(rows).toEqual([{ n: 42, s: 'x' }]);
    expect(calls - before).toBe(1);
  } finally {
    client.release();
  }
});

it('keeps each connection\'s transaction and statements to itself while many interleave', async () => {
  await Promise.all(Array.from({ length: 40 }, async (_, i) => {
    const client = await pool.connect();
    try {
      const owner = `owner-${i}`;
      await client.query('begin');
      await client.query('insert into item (id, owner) values ($1, $2)', [i, owner]);
      // Inside the transaction the row is there, and nobody else's uncommitted rows are.
      const { rows } = await client.query<{ owners: string[] }>('select array_agg(owner order by id) as owners from item where id >= $1', [0]);
      expect(rows[0].owners).toContain(owner);
      if (i % 4 === 0) await client.query('rollback');
      else await client.query('commit');
      const { rows: mine } = await client.query<{ n: string }>('select count(*) as n from item where owner = $1', [owner]);
      expect(Number(mine[0].n)).toBe(i % 4 === 0 ? 0 : 1);
    } finally {
      client.release();
    }
  }));
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from item');
  expect(Number(rows[0].n)).toBe(30);
});

it('answers a failed unit with its error and goes on, for that connection and the others', async () => {
  const client = await pool.connect();
  try {
    const failing = client.query('select owner from missing_table where id = $1', [1]);
    const others = Promise.all(Array.from({ length: 6 }, (_, i) => pool.query<{ v: number }>('select $1::int as v', [i])));
    await expect(failing).rejects.toThrow(/missing_table/);
    expect((await others).map((result) => result.rows[0].v)).toEqual([0, 1, 2, 3, 4, 5]);
    const { rows } = await client.query<{ v: string }>('select $1::text as v', ['still here']);
    expect(rows).toEqual([{ v: 'still here' }]);
  } finally {
    client.release();
  }
});

it('serves a cursor, whose reads end in Flush rather than Sync, while other connections query', async () => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const cursor = client.query(new Cursor<{ n: number }>('select n from generate_series(1, $1::int) as n', [25]));
    const read = (count: number) => cursor.read(count);
    const first = await read(10);
    // Another connection's query waits for the cursor's transaction, then runs.
    const other = pool.query<{ v: number }>('select $1::int as v', [7]);
    const second = await read(10);
    const third = await read(10);
    await cursor.close();
    await client.query('commit');
    expect([...first, ...second, ...third].map((row) => row.n)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await other).rows).toEqual([{ v: 7 }]);
  } finally {
    client.release();
  }
});
