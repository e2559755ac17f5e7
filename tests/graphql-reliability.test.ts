// The published reliability: Cronbach's alpha per indicator from the answers of submitted attempts (two through the
// API, the rest stored directly), equal to cronbachAlpha of the same reverse-scored matrix; kept for ten minutes.
import { Attempt, AttemptStatus } from '../api/src/modules/attempt/attempt.entity.js';
import { Exam } from '../api/src/modules/exam/exam.entity.js';
import { Question } from '../api/src/modules/question/question.entity.js';
import { cronbachAlpha } from '../api/src/modules/scoring/reliability.js';
import { CACHE_MS, publishedReliability } from '../api/src/modules/scoring/reliability.service.js';
import { INDICATORS, keyedResponse, type IndicatorCode, type KeyedPole } from '../api/src/modules/scoring/scoring.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const EXAM_ID = 1836;
const QUERY = `query ($examId: Int!) { reliability(examId: $examId) {
  examId respondents minimumRespondents computedAt indicators { indicator alpha respondents items } } }`;

interface Published {
  examId: number;
  respondents: number;
  minimumRespondents: number;
  computedAt: string;
  indicators: Array<{ indicator: IndicatorCode; alpha: number | null; respondents: number; items: number }>;
}

type Item = { key: string; indicator: IndicatorCode; keyed: KeyedPole };

let server: TestServer;
let items: Item[];
/** Every submitted sitting's answers, in the order they were stored. */
const submitted: Array<Record<string, number>> = [];

/** A small deterministic generator (mulberry32): the same answers on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20260322);

/** A respondent with a lean per indicator answers its items consistently, with some noise. */
function answersOfOnePerson(): Record<string, number> {
  const lean = Object.fromEntries(INDICATORS.map((indicator) => [indicator, (next() - 0.5) * 5]));
  return Object.fromEntries(items.map((item) => {
    const toward = item.keyed === 'first' ? lean[item.indicator]! : -lean[item.indicator]!;
    const value = Math.round(4 + toward + (next() - 0.5) * 3);
    return [item.key, Math.min(7, Math.max(1, value))];
  }));
}

async function store(answers: Record<string, number>, status = AttemptStatus.SUBMITTED): Promise<void> {
  const em = server.database.orm.em.fork();
  em.create(Attempt, {
    token: `reliability-${Math.floor(next() * 1e12)}-${submitted.length}`,
    exam: em.getReference(Exam, EXAM_ID),
    locale: 'EN',
    status,
    answers,
    submittedAt: status === AttemptStatus.SUBMITTED ? new Date() : undefined,
  });
  await em.flush();
  if (status === AttemptStatus.SUBMITTED) submitted.push(answers);
}

async function submitThroughApi(answers: Record<string, number>): Promise<void> {
  const started = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId: EXAM_ID, code: 'BMBTI', locale: 'EN', country: 'US' } });
  const token = started.data!.startTest.attempt.token;
  await server.graphql('mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
    { token, answers: Object.entries(answers).map(([questionKey, value]) => ({ questionKey, value })) });
  const reply = await server.graphql<{ submitTest: { errors: unknown[] } }>('mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token });
  expect(reply.data!.submitTest.errors).toEqual([]);
  submitted.push(answers);
}

/** The reverse-scored matrix of one indicator over the sittings that answered all its items. */
function matrixOf(indicator: IndicatorCode): number[][] {
  const own = items.filter((item) => item.indicator === indicator);
  return submitted
    .filter((answers) => own.every((item) => answers[item.key] !== undefined))
    .map((answers) => own.map((item) => keyedResponse(answers[item.key]!, item.keyed)));
}

async function published(): Promise<Published> {
  const reply = await server.graphql<{ reliability: Published }>(QUERY, { examId: EXAM_ID });
  expect(reply.errors).toBeUndefined();
  return reply.data!.reliability;
}

beforeAll(async () => {
  server = await startTestServer();
  const questions = await server.database.orm.em.fork().find(Question, { exam: EXAM_ID, indicator: { $ne: null } }, { orderBy: { position: 'asc' } });
  items = questions.map((question) => ({ key: question.key, indicator: question.indicator!, keyed: question.keyed! }));
});

afterAll(async () => {
  await server.close();
});

it('publishes no alpha below 30 complete respondents, and keeps the figures for ten minutes', async () => {
  await submitThroughApi(answersOfOnePerson());
  await submitThroughApi(answersOfOnePerson());
  for (let i = 0; i < 27; i += 1) await store(answersOfOnePerson());
  // An unfinished sitting does not count.
  await store(answersOfOnePerson(), AttemptStatus.IN_PROGRESS);
  const first = await published();
  expect(first).toMatchObject({ examId: EXAM_ID, respondents: 29, minimumRespondents: 30 });
  expect(first.indicators.map((row) => row.indicator)).toEqual([...INDICATORS]);
  for (const row of first.indicators) expect(row).toMatchObject({ alpha: null, respondents: 29, items: 12 });

  for (let i = 0; i < 21; i += 1) await store(answersOfOnePerson());
  expect(await published()).toEqual(first);
});

it('publishes per indicator the alpha of the reverse-scored answers of complete respondents', async () => {
  // One sitting that skipped an EI item counts for the other indicators only.
  const partial = answersOfOnePerson();
  delete partial[items.find((item) => item.indicator === 'EI')!.key];
  await store(partial);
  const later = new Date(Date.now() + CACHE_MS + 1000);
  const fresh = await publishedReliability(server.database.orm.em.fork(), EXAM_ID, later);
  expect(fresh.computedAt).toEqual(later);
  expect(fresh.respondents).toBe(50);
  for (const indicator of INDICATORS) {
    const row = fresh.indicators.find((entry) => entry.indicator === indicator)!;
    const matrix = matrixOf(indicator);
    expect(row.respondents).toBe(matrix.length);
    expect(row.respondents).toBe(indicator === 'EI' ? 50 : 51);
    expect(row.alpha).toBeCloseTo(cronbachAlpha(matrix), 10);
    // Consistent answerers give a high alpha, which the unreversed answers would not.
    expect(row.alpha!).toBeGreaterThan(0.7);
    const own = items.filter((item) => item.indicator === indicator);
    const raw = submitted.filter((answers) => own.every((item) => answers[item.key] !== undefined)).map((answers) => own.map((item) => answers[item.key]!));
    expect(cronbachAlpha(raw)).toBeLessThan(0.5);
  }
  // The recomputed figures are what readers get now.
  const now = await published();
  expect(now.respondents).toBe(50);
  expect(now.indicators[0]!.alpha).toBeCloseTo(fresh.indicators[0]!.alpha!, 12);
});

it('carries the simulated figures, labelled as such, for the questionnaire and none for an exam without indicators', async () => {
  const reply = await server.graphql<{ reliability: { simulated: { respondents: number; indicators: Array<{ indicator: string; alpha: number }> } | null } }>(
    '{ reliability(examId: 1836) { simulated { respondents indicators { indicator alpha } } } }');
  expect(reply.data!.reliability.simulated!.respondents).toBe(20_000);
  expect(reply.data!.reliability.simulated!.indicators.map((row) => row.indicator)).toEqual([...INDICATORS]);
  const iq = await server.graphql<{ reliability: { simulated: unknown } }>('{ reliability(examId: 2047) { simulated { respondents } } }');
  expect(iq.data!.reliability.simulated).toBeNull();
});

it('answers EXAM_NOT_FOUND for an unknown exam', async () => {
  const reply = await server.graphql(QUERY, { examId: 999_999 });
  expect(reply.errors![0]!.extensions!.code).toBe('EXAM_NOT_FOUND');
});
