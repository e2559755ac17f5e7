// On a PostgreSQL server the ORM's connections prepare the lean statements once (db/named-statements.ts): a read sent
// twice on one connection is one prepared statement there, and answers as before. (The embedded database keeps
// statements in its scheduler instead: api/src/db/statement-cache.test.ts; another process's one, reached by its URL,
// is told apart.)
import type pg from 'pg';
import { selectRows } from '../api/src/db/lean.js';
import { NamedStatementClient, sessionPerConnection } from '../api/src/db/named-statements.js';
import { queryOnce, usingRealPostgres } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

(usingRealPostgres ? it : it.skip)('prepares a parameterised read once per connection', async () => {
  await server.database.orm.em.fork().transactional(async (tx) => {
    const sql = 'select code from exam where id = ? and kind is not null';
    const [exam] = await selectRows<{ id: number }>(tx, 'select id from exam order by id limit 1');
    const first = await selectRows<{ code: string }>(tx, sql, [exam!.id]);
    const second = await selectRows<{ code: string }>(tx, sql, [exam!.id]);
    expect(second).toEqual(first);
    expect(first).toHaveLength(1);
    const prepared = await selectRows<{ statement: string }>(tx,
      `select statement from pg_prepared_statements where name like 'mindprint_%' and statement = ?`, ['select code from exam where id = $1 and kind is not null']);
    expect(prepared).toHaveLength(1);
  });
});

it('tells a PostgreSQL server from an embedded database reached by its URL (one session for every connection)', async () => {
  expect(await sessionPerConnection(server.testDb.url)).toBe(usingRealPostgres);
});

(usingRealPostgres ? it : it.skip)('prepares a statement afresh once another process changed the columns it reads', async () => {
  await queryOnce(server.testDb.url, 'create table named_probe (id int primary key, a text)');
  await queryOnce(server.testDb.url, `insert into named_probe values (1, 'one')`);
  const client = new NamedStatementClient({ connectionString: server.testDb.url });
  await client.connect();
  try {
    // Used as pg-pool uses it: as pg's own Client.
    const asPg: pg.Client = client;
    const read = () => asPg.query<Record<string, unknown>>('select * from named_probe where id = $1', [1]);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
    // A migration elsewhere: the statement this connection prepared no longer matches the table.
    await queryOnce(server.testDb.url, 'alter table named_probe add column b text');
    await expect(read()).rejects.toThrow(/cached plan must not change result type/);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: null }]);
  } finally {
    await client.end();
  }
});
