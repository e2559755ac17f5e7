// Lists load without N+1 queries: the SQL statements of `exams { questions }` are counted.
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
  // One statement for the exams, one for all their questions.
  expect(statements).toHaveLength(2);
  expect(statements[1]).toMatch(/from "question"/);
});

it('asks for the questions once however many fields need them', async () => {
  statements.length = 0;
  await server.graphql('{ a: exams { questionCount } b: exams { questions { id } } }');
  expect(statements).toHaveLength(3);
});
