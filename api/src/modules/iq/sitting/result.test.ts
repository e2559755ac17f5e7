import { DEFAULT_SITTING_CONFIG } from './config.js';
import { breakdown, median } from './breakdown.js';
import { normalCdf, precisionOf, sittingResult } from './result.js';
import { type AnswerRecord, type SittingState } from './types.js';

const answer = (over: Partial<AnswerRecord>): AnswerRecord => ({
  itemId: 'MX-0001', chosen: 0, correct: true, responseMs: 20_000, layout: 'single', families: ['progression'],
  params: { a: 1.5, b: 0, c: 1 / 8 }, theta: 0, se: 1, ...over,
});

const state = (theta: number, se: number, answers: AnswerRecord[] = []): SittingState => ({
  version: 1, calibrationId: 'mx-a-priori-1', config: DEFAULT_SITTING_CONFIG, startedAt: 0, scoredStartedAt: 0, exclude: [], practice: [],
  answers, pending: null, theta, se, finished: { reason: 'precision', at: 1 },
});

describe('sitting result', () => {
  it('maps ability to IQ 100 + 15 theta with a 90% interval and a percentile', () => {
    const result = sittingResult(state(1, 0.3));
    expect(result).toMatchObject({ iq: 115, iqSe: 4.5, interval90: { low: 108, high: 122 }, percentile: 84.1, precision: 'precise', calibrationId: 'mx-a-priori-1', stopReason: 'precision' });
    expect(sittingResult(state(-0.5, 0.4))).toMatchObject({ iq: 93, interval90: { low: 83, high: 102 }, percentile: 30.9, precision: 'fairly-precise' });
  });

  it('keeps reported numbers inside the range the test can measure', () => {
    expect(sittingResult(state(5, 0.6))).toMatchObject({ iq: 160, interval90: { high: 160 }, percentile: 99.9, precision: 'rough' });
    expect(sittingResult(state(-5, 0.6))).toMatchObject({ iq: 40, interval90: { low: 40 }, percentile: 0.1 });
  });

  it('classifies precision in words the UI translates', () => {
    expect([0.2, 0.33, 0.34, 0.45, 0.46].map(precisionOf)).toEqual(['precise', 'precise', 'fairly-precise', 'fairly-precise', 'rough']);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.6448536)).toBeCloseTo(0.95, 6);
  });

  it('breaks accuracy down by rule family and layout, and speed against accuracy', () => {
    const answers = [
      answer({ correct: true, responseMs: 10_000, families: ['progression', 'constant'] }),
      answer({ correct: false, responseMs: 40_000, layout: 'grid2', families: ['distribute-two'] }),
      answer({ correct: true, responseMs: 20_000, layout: 'grid2', families: ['progression'] }),
      answer({ correct: false, responseMs: 2_000, layout: 'in-out', families: ['distribute-three'] }),
    ];
    const result = breakdown(answers, 0, 3000);
    expect(result.byFamily.progression).toMatchObject({ taken: 2, correct: 2 });
    // At theta = b each item is right with probability 1/8 + 7/16.
    expect(result.byFamily.progression.expected).toBeCloseTo(2 * (1 / 8 + 7 / 16), 2);
    expect(result.byFamily.arithmetic).toEqual({ taken: 0, correct: 0, expected: 0 });
    expect(result.byLayout.grid2).toMatchObject({ taken: 2, correct: 1 });
    expect(result.speed).toEqual({
      medianMs: 15_000, medianCorrectMs: 15_000, medianIncorrectMs: 21_000,
      fasterHalfAccuracy: 0.5, slowerHalfAccuracy: 0.5, rapidCount: 1, totalMs: 72_000,
    });
    expect(median([])).toBeNull();
    expect(sittingResult(state(0, 0.3, answers)).itemsTaken).toHaveLength(4);
  });
});
