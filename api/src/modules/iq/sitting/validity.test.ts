import { seededRng } from '../random.js';
import { DEFAULT_SITTING_CONFIG } from './config.js';
import { sittingResult } from './result.js';
import { type AnswerRecord, type SittingState } from './types.js';
import { assessValidity } from './validity.js';
import { estimateAbility } from '../irt/eap.js';

/** A finished sitting with the given answers on items of increasing difficulty around b = 0. */
function sitting(pattern: readonly boolean[], responseMs: (index: number) => number): SittingState {
  const answers: AnswerRecord[] = [];
  pattern.forEach((correct, index) => {
    const params = { a: 1.5, b: -1.5 + (3 * index) / Math.max(1, pattern.length - 1), c: 1 / 8 };
    const estimate = estimateAbility([...answers, { params, correct }]);
    answers.push({ itemId: `MX-${index}`, chosen: 0, correct, responseMs: responseMs(index), layout: 'single', families: ['progression'], params, theta: estimate.theta, se: estimate.se });
  });
  const last = answers.at(-1);
  return {
    version: 1, calibrationId: 'test', config: DEFAULT_SITTING_CONFIG, startedAt: 0, scoredStartedAt: 0, exclude: [], practice: [], answers,
    pending: null, theta: last?.theta ?? 0, se: last?.se ?? 1, finished: { reason: 'precision', at: 0 },
  };
}

const rng = seededRng(8);
const normalTimes = () => 15_000 + 30_000 * rng();

describe('validity', () => {
  it('accepts a careful, model-consistent sitting', () => {
    // Right on the easier two thirds, wrong on the hardest third.
    const validity = assessValidity(sitting(Array.from({ length: 20 }, (_, k) => k < 13), normalTimes));
    expect(validity).toMatchObject({ verdict: 'valid', reasons: [] });
    expect(validity.chanceProbability).toBeLessThan(0.001);
  });

  it('calls a random clicker not interpretable, with or without rapid answers', () => {
    const clicks = Array.from({ length: 20 }, (_, k) => k === 4 || k === 11);
    const rapid = assessValidity(sitting(clicks, () => 1500));
    expect(rapid.verdict).toBe('not-interpretable');
    expect(rapid.reasons).toEqual(expect.arrayContaining(['rapid-guessing', 'chance-level-accuracy']));
    expect(rapid.rapidShare).toBe(1);
    const slow = assessValidity(sitting(clicks, normalTimes));
    expect(slow.verdict).toBe('not-interpretable');
    expect(slow.reasons).toContain('chance-level-accuracy');
    expect(slow.reasons).not.toContain('rapid-guessing');
  });

  it('voids a sitting with many rapid answers even when some were right', () => {
    const validity = assessValidity(sitting(Array.from({ length: 20 }, (_, k) => k < 13), (k) => (k % 3 === 0 ? 1200 : 30_000)));
    expect(validity.rapidShare).toBeCloseTo(7 / 20);
    expect(validity.verdict).toBe('not-interpretable');
    expect(validity.reasons).toContain('rapid-guessing');
  });

  it('flags an implausible pattern and a short sitting with caution', () => {
    // Wrong on the easiest items, right on the hardest ones.
    const reversed = assessValidity(sitting(Array.from({ length: 20 }, (_, k) => k >= 7), normalTimes));
    expect(reversed.reasons).toContain('aberrant-pattern');
    expect(reversed.lz!).toBeLessThan(-1.645);
    expect(reversed.verdict).toBe('caution');
    const short = assessValidity(sitting([true, true, false, true, true, true, false, true, true, false], normalTimes));
    expect(short).toMatchObject({ verdict: 'caution', reasons: expect.arrayContaining(['too-few-items']) });
    expect(assessValidity(sitting([true, false, true], normalTimes)).verdict).toBe('not-interpretable');
  });

  it('is part of the result', () => {
    expect(sittingResult(sitting(Array.from({ length: 20 }, () => false), () => 2000)).validity.verdict).toBe('not-interpretable');
  });
});
