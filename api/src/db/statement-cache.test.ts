// Statements the embedded database keeps for every connection, through the real socket server and driver: a repeated
// query is parsed once, a failed Parse keeps nothing, a schema change drops what was kept, the number kept is bounded,
// and a kept statement in a failed transaction fails as it should.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { serialiseSessions, type SessionScheduler } from './pglite-session.js';

let db: PGlite;
let server: PGLiteSocketServer;
let scheduler: SessionScheduler;
let pool: pg.Pool;
/** The first message of every unit PGlite ran ('P' for a Parse, 'B' for a kept statement's Bind). */
const firsts: string[] = [];

const KEPT = 4;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table item (id int primary key, owner text not null)');
  await db.exec(`insert into item values (1, 'one'), (2, 'two')`);
  const run = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = (message, options) => {
    firsts.push(String.fromCharCode(message[0]!));
    return run(message, options);
  };
  server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 6 });
  scheduler = serialiseSessions(server, db, { keptStatements: KEPT });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max: 4 });
});

afterAll(async () => {
  await pool.end();
  await server.stop();
  await db.close();
});

async function preparedInSession(): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`select count(*) as n from pg_prepared_statements where name like 'mindprint_%'`);
  return Number(rows[0]!.n);
}

it('parses a repeated query once, for every connection, with the right answers', async () => {
  firsts.length = 0;
  const answers = await Promise.all([1, 2, 1, 2, 1].map((id) => pool.query<{ owner: string }>('select owner from item where id = $1', [id])));
  expect(answers.map((answer) => answer.rows[0]!.owner)).toEqual(['one', 'two', 'one', 'two', 'one']);
  expect(firsts.filter((type) => type === 'P')).toHaveLength(1);
  expect(firsts.filter((type) => type === 'B')).toHaveLength(4);
});

it('keeps nothing for a Parse that failed', async () => {
  const before = scheduler.statements.size;
  for (let i = 0; i < 2; i += 1) await expect(pool.query('select owner from missing where id = $1', [1])).rejects.toThrow(/missing/);
  expect(scheduler.statements.size).toBe(before);
  const { rows } = await pool.query<{ owner: string }>('select owner from item where id = $1', [2]);
  expect(rows).toEqual([{ owner: 'two' }]);
});

it('drops what it kept before a schema change, so a kept query sees the new columns', async () => {
  const read = () => pool.query<Record<string, unknown>>('select * from item where id = $1', [1]);
  expect((await read()).rows[0]).toEqual({ id: 1, owner: 'one' });
  expect(scheduler.statements.size).toBeGreaterThan(0);
  await pool.query('alter table item add column colour text');
  expect(scheduler.statements.size).toBe(0);
  expect(await preparedInSession()).toBe(0);
  // Kept across the change, this would fail: "cached plan must not change result type".
  expect((await read()).rows[0]).toEqual({ id: 1, owner: 'one', colour: null });
});

it('keeps at most its limit, closing the oldest in the session', async () => {
  for (let i = 0; i < KEPT + 3; i += 1) await pool.query(`select owner, ${i} as n from item where id = $1`, [1]);
  expect(scheduler.statements.size).toBe(KEPT);
  // The count's own statement is kept too, and the oldest goes for it.
  expect(await preparedInSession()).toBe(KEPT);
});

it('fails a kept statement in a failed transaction, and goes on after the rollback', async () => {
  await pool.query('select owner from item where id = $1', [1]);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await expect(client.query('select 1 / 0')).rejects.toThrow(/division by zero/);
    await expect(client.query('select owner from item where id = $1', [1])).rejects.toThrow(/current transaction is aborted/);
    await client.query('rollback');
    const { rows } = await client.query<{ owner: string }>('select owner from item where id = $1', [1]);
    expect(rows).toEqual([{ owner: 'one' }]);
  } finally {
    client.release();
  }
});
