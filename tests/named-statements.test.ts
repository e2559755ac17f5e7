// On a PostgreSQL server the ORM's connections prepare the lean statements once (db/named-statements.ts): a read sent
// twice on one connection is one prepared statement there, and answers as before. (The embedded database keeps
// statements in its scheduler instead: api/src/db/statement-cache.test.ts; another process's one, reached by its URL,
// is told apart.)
import { selectRows } from '../api/src/db/lean.js';
import { sessionPerConnection } from '../api/src/db/named-statements.js';
import { usingRealPostgres } from './support/test-database.js';
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
