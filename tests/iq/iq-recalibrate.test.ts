// The recalibration job on stored sittings: it waits for enough finished, interpretable sittings, then re-estimates
// the item parameters from their answers (simulated here from known true parameters, which it recovers with r >= 0.95),
// makes the new calibration the active one, and new sittings and their results name it.
import { randomUUID } from 'node:crypto';
import { estimateAbility, itemBank, probability, seededRng, startSitting, type ItemParameters } from '../../api/src/modules/iq/index.js';
import { recalibrateIq } from '../../api/src/modules/iq-test/iq-recalibrate.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
const PEOPLE = 400;
const ITEMS = 30;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function gaussian(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

function correlation(xs: number[], ys: number[]): number {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs), my = mean(ys);
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => { sxy += (x - mx) * (ys[i]! - my); sxx += (x - mx) ** 2; syy += (ys[i]! - my) ** 2; });
  return sxy / Math.sqrt(sxx * syy);
}

/** Stores `count` finished sittings whose answers follow the true parameters. */
async function storeSittings(count: number, truth: Map<string, ItemParameters>, rng: () => number): Promise<void> {
  const em = server.database.orm.em.fork();
  const items = itemBank().filter((item) => truth.has(item.id));
  for (let person = 0; person < count; person++) {
    const theta = gaussian(rng);
    const answers = items.map((item) => {
      const correct = rng() < probability(theta, truth.get(item.id)!);
      return { itemId: item.id, chosen: correct ? 0 : 1, correct, responseMs: 20_000, layout: item.layout, families: item.families, params: item.params, theta: 0, se: 1 };
    });
    const estimate = estimateAbility(answers.map(({ params, correct }) => ({ params, correct })));
    const state = { ...startSitting({ now: 0, calibrationId: 'mx-a-priori-1', config: { maxItems: ITEMS } }), answers, theta: estimate.theta, se: estimate.se, finished: { reason: 'max-items', at: 600_000 } };
    const attemptId = randomUUID();
    await em.execute(`insert into attempt (id, token, exam_id, locale, status, answers, tracking, created_at, updated_at, submitted_at)
      values (?, ?, 2047, 'EN', 'submitted', '{}', '{}', now(), now(), now())`, [attemptId, randomUUID().replace(/-/g, '')]);
    await em.execute(`insert into iq_sitting (id, attempt_id, calibration_id, state, created_at, updated_at, finished_at)
      values (?, ?, 'mx-a-priori-1', ?::jsonb, now(), now(), now())`, [randomUUID(), attemptId, JSON.stringify(state)]);
  }
}

it('waits for enough sittings, then recalibrates, activates the new calibration and scores new sittings with it', async () => {
  const rng = seededRng(2047);
  const chosen = itemBank().filter((_, index) => index % 19 === 0).slice(0, ITEMS);
  const truth = new Map(chosen.map((item) => [item.id, { ...item.params, b: item.params.b * 0.5 + 0.4 * gaussian(rng) }]));
  await storeSittings(50, truth, rng);
  const early = await recalibrateIq(server.database.orm.em.fork(), new Date(), { minNewExaminees: 300 });
  expect(early.outcome).toBe('too-few');
  // Sittings at chance level (a few of the lowest simulated abilities) are not interpretable and are left out.
  expect(early.examinees).toBeLessThanOrEqual(50);
  expect(early.examinees).toBeGreaterThan(40);

  await storeSittings(PEOPLE - 50, truth, rng);
  const done = await recalibrateIq(server.database.orm.em.fork(), new Date('2027-03-01T03:41:00Z'), { minNewExaminees: 300 });
  expect(done.outcome).toBe('created');
  const em = server.database.orm.em.fork();
  const active = await em.execute<Array<{ id: string; method: string; data: { items: Record<string, { b: number; status: string }> } }>>('select id, method, data from iq_calibration where active');
  expect(active).toHaveLength(1);
  expect(active[0]!.method).toBe('mml-em');
  const estimated = Object.entries(active[0]!.data.items).filter(([, item]) => item.status === 'estimated');
  expect(estimated).toHaveLength(ITEMS);
  expect(correlation(estimated.map(([, item]) => item.b), estimated.map(([id]) => truth.get(id)!.b))).toBeGreaterThanOrEqual(0.95);

  // A new sitting is held under the new calibration.
  const started = await server.graphql<{ startTest: { attempt: { token: string } } }>(
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }', { input: { examId: 2047, code: 'MRIQ', locale: 'EN' } });
  const token = started.data!.startTest.attempt.token;
  await server.graphql('mutation ($t: String!) { iqSitting(token: $t) { errors { code } } }', { t: token });
  const [row] = await em.execute<Array<{ calibration_id: string }>>('select s.calibration_id from iq_sitting s join attempt a on a.id = s.attempt_id where a.token = ?', [token]);
  expect(row!.calibration_id).toBe(active[0]!.id);
  // Nothing new since: no second recalibration.
  expect((await recalibrateIq(em, new Date(), { minNewExaminees: 300 })).outcome).toBe('too-few');
});
