// Lists load without N+1 queries: the SQL statements of `exams { questions }` are counted. Exams and questions are
// reference data (modules/reference): read once per process into a cache, then served without the database.
import { startTestServer, type TestServer } from './support/test-server.js';

const statements: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    ormOverrides: {
      debug: ['query'],
      colors: false,
      logger: (message: string) => {
        if (/^\[query\] (select|insert|update|delete)\s/i.test(message)) statements.push(message);
      },
    },
  });
});

afterAll(async () => {
  await server.close();
});

it('loads the questions of every exam in one query', async () => {
  statements.length = 0;
  const reply = await server.graphql<{ exams: Array<{ questions: unknown[]; questionCount: number }> }>(
    '{ exams { id questionCount questions(locale: "EN") { id key text } } }');
  expect(reply.errors).toBeUndefined();
  expect(reply.data!.exams).toHaveLength(2);
  expect(reply.data!.exams[0]!.questions.length).toBe(reply.data!.exams[0]!.questionCount);
  // At most the one load of the reference data (the cache may be warm already): no table is read twice.
  const tables = statements.map((statement) => /from "?(\w+)"?/i.exec(statement)?.[1]);
  expect(new Set(tables).size).toBe(tables.length);
  expect(statements.filter((statement) => /from "?question"?\b/.test(statement)).length).toBeLessThanOrEqual(1);
});

it('asks the database nothing for exams and questions once they are cached', async () => {
  statements.length = 0;
  await server.graphql('{ a: exams { questionCount } b: exams { questions { id } } }');
  expect(statements).toHaveLength(0);
});
