import { itemBank } from '../items/bank.js';
import { aPrioriCalibration, itemPool } from '../irt/calibration.js';
import { probability } from '../irt/model.js';
import { type Rng, seededRng } from '../random.js';
import { type SittingConfig } from './config.js';
import { answerQuestion, endSitting, nextQuestion, SittingError, startSitting } from './sitting.js';
import { type ItemPool, type SittingState } from './types.js';
import { LAYOUTS } from '../items/model.js';

const bank = itemBank();
const pool = itemPool(bank, aPrioriCalibration(bank));
const params = new Map(pool.items.map((item) => [item.id, item.params]));
const T0 = Date.UTC(2027, 0, 1);

interface Run {
  readonly state: SittingState;
  readonly shown: string[];
}

/** A person of ability `theta` who answers every question after `seconds` (practice items are answered right). */
function sit(theta: number, seed: number, options: { seconds?: number; config?: Partial<SittingConfig>; roundTrip?: boolean; exclude?: string[] } = {}): Run {
  const rng: Rng = seededRng(seed);
  const person = seededRng(seed + 1);
  let now = T0;
  let state = startSitting({ now, calibrationId: pool.calibrationId, config: options.config, exclude: options.exclude });
  const shown: string[] = [];
  for (;;) {
    const step = nextQuestion(state, pool, { now, rng });
    state = step.state;
    if (!step.question) break;
    shown.push(step.question.itemId);
    now += (options.seconds ?? 30) * 1000;
    const answer = step.question.optionOrder.indexOf(0);
    const right = step.question.phase === 'practice' || person() < probability(theta, params.get(step.question.itemId)!);
    const chosen = right ? answer : (answer + 1 + Math.floor(person() * 7)) % 8;
    state = answerQuestion(state, pool, { itemId: step.question.itemId, chosen, now }).state;
    if (options.roundTrip) state = JSON.parse(JSON.stringify(state)) as SittingState;
  }
  return { state, shown };
}

describe('adaptive sitting', () => {
  it('opens with the practice pair, with feedback and no score, then times the scored items', () => {
    const rng = seededRng(3);
    let state = startSitting({ now: T0, calibrationId: pool.calibrationId });
    for (const id of ['MX-P1', 'MX-P2']) {
      const step = nextQuestion(state, pool, { now: T0, rng });
      expect(step.question).toMatchObject({ phase: 'practice', itemId: id });
      const wrong = (step.question!.optionOrder.indexOf(0) + 1) % 8;
      const answered = answerQuestion(step.state, pool, { itemId: id, chosen: wrong, now: T0 + 5000 });
      expect(answered).toMatchObject({ correct: false, counted: false, feedback: { correctPosition: step.question!.optionOrder.indexOf(0) } });
      state = answered.state;
    }
    expect(state.answers).toEqual([]);
    expect(state.scoredStartedAt).toBeNull();
    const first = nextQuestion(state, pool, { now: T0 + 60_000, rng });
    expect(first.question).toMatchObject({ phase: 'scored', position: 1, presentedAt: T0 + 60_000 });
    expect(first.state.scoredStartedAt).toBe(T0 + 60_000);
    // Asking again (a reload) returns the same question with its original clock.
    expect(nextQuestion(first.state, pool, { now: T0 + 90_000, rng }).question).toEqual(first.question);
    const answered = answerQuestion(first.state, pool, { itemId: first.question!.itemId, chosen: 0, now: T0 + 80_000 });
    expect(answered.feedback).toBeNull();
    expect(answered.state.answers[0]).toMatchObject({ itemId: first.question!.itemId, responseMs: 20_000 });
  });

  it('refuses answers that do not fit the state', () => {
    const rng = seededRng(4);
    const state = startSitting({ now: T0, calibrationId: pool.calibrationId });
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof SittingError ? error.code : 'other';
      }
      return 'none';
    };
    expect(code(() => answerQuestion(state, pool, { itemId: 'MX-P1', chosen: 0, now: T0 }))).toBe('no-question');
    const step = nextQuestion(state, pool, { now: T0, rng });
    expect(code(() => answerQuestion(step.state, pool, { itemId: 'MX-0001', chosen: 0, now: T0 }))).toBe('wrong-item');
    expect(code(() => answerQuestion(step.state, pool, { itemId: 'MX-P1', chosen: 8, now: T0 }))).toBe('bad-choice');
    expect(code(() => nextQuestion(state, { ...pool, calibrationId: 'other' } as ItemPool, { now: T0, rng }))).toBe('calibration-mismatch');
    const ended = endSitting(step.state, T0);
    expect(ended.finished).toEqual({ reason: 'abandoned', at: T0 });
    expect(code(() => answerQuestion(ended, pool, { itemId: 'MX-P1', chosen: 0, now: T0 }))).toBe('finished');
  });

  it('stops once the SE reaches 0.33, never before 12 items nor after 25', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { state } = sit(seed / 10 - 1, seed);
      const n = state.answers.length;
      expect(n).toBeGreaterThanOrEqual(12);
      expect(n).toBeLessThanOrEqual(25);
      if (state.finished!.reason === 'precision') {
        expect(state.se).toBeLessThanOrEqual(0.33);
        // It did not go on once precise enough.
        expect(n === 12 || state.answers[n - 2]!.se > 0.33).toBe(true);
      } else {
        expect(state.finished!.reason).toBe('max-items');
        expect(n).toBe(25);
      }
    }
    expect(sit(0, 1, { config: { targetSe: 5 } }).state.answers).toHaveLength(12);
    expect(sit(0, 1, { config: { targetSe: 0 } }).state).toMatchObject({ answers: { length: 25 }, finished: { reason: 'max-items' } });
  });

  it('stops at the time limit and does not count answers that come too late', () => {
    const { state } = sit(0, 5, { seconds: 150 });
    // 20 minutes at 150 s per answer: the eighth answer lands on the limit, and no ninth question is asked.
    expect(state.finished!.reason).toBe('time-limit');
    expect(state.answers).toHaveLength(8);
    // At 155 s the eighth answer comes 40 s after the limit: lost with the default 10 s grace, kept with 45 s.
    expect(sit(0, 5, { seconds: 155 }).state.answers).toHaveLength(7);
    expect(sit(0, 5, { seconds: 155, config: { graceMs: 45_000 } }).state.answers).toHaveLength(8);
    // A question left open past the limit ends the sitting when the next question is asked for.
    const rng = seededRng(6);
    let open = startSitting({ now: T0, calibrationId: pool.calibrationId, config: { timeLimitMs: 60_000 } });
    for (let k = 0; k < 3; k++) {
      const step = nextQuestion(open, pool, { now: T0, rng });
      open = k < 2 ? answerQuestion(step.state, pool, { itemId: step.question!.itemId, chosen: 0, now: T0 }).state : step.state;
    }
    expect(nextQuestion(open, pool, { now: T0 + 65_000, rng }).question).not.toBeNull();
    expect(nextQuestion(open, pool, { now: T0 + 75_000, rng })).toMatchObject({ question: null, state: { finished: { reason: 'time-limit' } } });
  });

  it('spreads the first item over many items (randomesque exposure control)', () => {
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      let state = startSitting({ now: T0, calibrationId: pool.calibrationId, config: { minItems: 0 } });
      // Skip the practice pair.
      for (let k = 0; k < 2; k++) {
        const step = nextQuestion(state, pool, { now: T0, rng });
        state = answerQuestion(step.state, pool, { itemId: step.question!.itemId, chosen: 0, now: T0 }).state;
      }
      const id = nextQuestion(state, pool, { now: T0, rng }).question!.itemId;
      firsts.set(id, (firsts.get(id) ?? 0) + 1);
    }
    expect(firsts.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...firsts.values()) / 300).toBeLessThan(0.1);
  });

  it('balances layouts within a sitting: every layout gets its floor, and the spread is smaller than without balancing', () => {
    const spread = (counts: Map<string, number>) => Math.max(...LAYOUTS.map((l) => counts.get(l) ?? 0)) - Math.min(...LAYOUTS.map((l) => counts.get(l) ?? 0));
    const tally = (state: SittingState) => {
      const counts = new Map<string, number>();
      for (const answer of state.answers) counts.set(answer.layout, (counts.get(answer.layout) ?? 0) + 1);
      return counts;
    };
    let balanced = 0, unbalanced = 0;
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const theta = (seed - 13.5) / 2;
      const counts = tally(sit(theta, seed, { config: { targetSe: 0 } }).state);
      // Every layout has good items at every level of this range, so each gets at least its floor.
      for (const layout of LAYOUTS) expect(counts.get(layout) ?? 0).toBeGreaterThanOrEqual(1);
      expect(spread(counts)).toBeLessThanOrEqual(12);
      balanced += spread(counts);
      unbalanced += spread(tally(sit(theta, seed, { config: { targetSe: 0, layoutFloor: { share: 0, tolerance: 1 } } }).state));
    }
    // Without the floor the most discriminating layout crowds the others out.
    expect(balanced).toBeLessThan(unbalanced);
  });

  it('is deterministic for a seeded rng and survives a JSON round trip between requests', () => {
    const plain = sit(0.7, 21);
    const stored = sit(0.7, 21, { roundTrip: true });
    expect(stored.shown).toEqual(plain.shown);
    expect(stored.state).toEqual(plain.state);
    expect(sit(0.7, 22).shown).not.toEqual(plain.shown);
  });

  it('never repeats an item and leaves out excluded ones', () => {
    const exclude = pool.items.filter((item) => Math.abs(item.params.b) < 0.5).map((item) => item.id);
    const { shown } = sit(0, 31, { exclude, config: { targetSe: 0 } });
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.some((id) => exclude.includes(id))).toBe(false);
  });
});
