// Kept answers of the public reference reads (api/src/http/reference-answers.ts): the same bytes as a run answer, for
// every content coding, with each request's own headers; only reference fields, only successes, and never older than
// the reference data.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { referenceAnswers } from '../api/src/http/reference-answers.js';
import { forgetReferenceData } from '../api/src/modules/reference/reference-data.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Loads the reference data: an answer computed while it loads is not kept (it has no trusted copy to follow yet).
  await server.graphql('{ exams { id } }');
});

afterAll(async () => {
  await server.close();
});

const QUESTIONS = 'query Q($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { key text } }';
const SKUS = 'query K($examId: Int!, $country: String!, $locale: String!) { skus(examId: $examId, country: $country, locale: $locale) { code price { amountMinor } } }';

interface Raw {
  status: number;
  headers: Headers;
  text: string;
}

/** A POST as a browser sends it, the body decoded by hand (so the content coding is seen as sent). */
async function post(query: string, variables: Record<string, unknown>, encoding = 'identity'): Promise<Raw> {
  const url = new URL(`${server.baseUrl}/graphql`);
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query, variables });
    const outgoing = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = response.headers['content-encoding'];
        const text = (coding === 'gzip' ? gunzipSync(raw) : coding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, text });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The answer twice: the first run (or kept already), the second counted as sent from the kept answers. */
async function twice(query: string, variables: Record<string, unknown>, encoding?: string): Promise<[Raw, Raw, number]> {
  const first = await post(query, variables, encoding);
  const hits = referenceAnswers.hits;
  const second = await post(query, variables, encoding);
  return [first, second, referenceAnswers.hits - hits];
}

it('sends a questions list again as kept, the same bytes in every content coding, with its own request id', async () => {
  for (const encoding of ['identity', 'gzip', 'br']) {
    const [first, second, hits] = await twice(QUESTIONS, { examId: 1836, locale: 'EN' }, encoding);
    expect(hits).toBe(1);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(second.text).data.questions.length).toBeGreaterThan(10);
    expect(second.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  }
});

it('keeps one answer per set of variables', async () => {
  const [english, , enHits] = await twice(QUESTIONS, { examId: 1836, locale: 'EN' });
  const [french, frenchAgain, frHits] = await twice(QUESTIONS, { examId: 1836, locale: 'FR' });
  expect([enHits, frHits]).toEqual([1, 1]);
  expect(french.text).not.toBe(english.text);
  expect(frenchAgain.text).toBe(french.text);
  const [us, , usHits] = await twice(SKUS, { examId: 1836, country: 'US', locale: 'EN' });
  expect(usHits).toBe(1);
  expect(JSON.parse(us.text).data.skus.length).toBeGreaterThan(0);
});

it('runs every time what is not a success of reference fields alone', async () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    // An unknown exam: an error answer.
    [QUESTIONS, { examId: 999_999, locale: 'EN' }],
    // A locale no exam has: an error answer.
    [QUESTIONS, { examId: 1836, locale: 'XX' }],
    // A field beside the reference ones that is not one of them.
    [`query M($examId: Int!) { questions(examId: $examId, locale: "EN") { key } exam(id: $examId) { id } }`, { examId: 1836 }],
    // A mutation.
    ['mutation S($input: StartTestInput!) { startTest(input: $input) { errors { code } } }', { input: { examId: 1836, code: 'NOPE', locale: 'EN' } }],
  ];
  for (const [query, variables] of cases) {
    const [, second, hits] = await twice(query, variables);
    expect({ query, hits }).toEqual({ query, hits: 0 });
    expect(second.status).toBeLessThan(500);
  }
});

it('sends nothing older than the reference data: a re-seeded text shows at once', async () => {
  const em = server.database.orm.em.fork();
  const [{ id, texts }] = await em.execute<Array<{ id: number; texts: Record<string, string> }>>(
    "select id, texts from question where exam_id = 1836 order by position limit 1");
  const [before] = await twice(QUESTIONS, { examId: 1836, locale: 'EN' });
  try {
    await em.execute('update question set texts = ? where id = ?', [JSON.stringify({ ...texts, EN: 'A re-seeded question.' }), id]);
    // What the seeder does after writing (and what a changed seed hash does within REVALIDATE_MS).
    forgetReferenceData();
    const hits = referenceAnswers.hits;
    const after = await post(QUESTIONS, { examId: 1836, locale: 'EN' });
    expect(referenceAnswers.hits).toBe(hits);
    expect(after.text).not.toBe(before.text);
    expect(JSON.parse(after.text).data.questions[0].text).toBe('A re-seeded question.');
    const [, again, againHits] = await twice(QUESTIONS, { examId: 1836, locale: 'EN' });
    expect(againHits).toBe(1);
    expect(again.text).toBe(after.text);
  } finally {
    await em.execute('update question set texts = ? where id = ?', [JSON.stringify(texts), id]);
    forgetReferenceData();
  }
});
