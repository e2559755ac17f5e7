import { personalityItems } from '../../db/seed/data/personality-items.js';
import { clarity } from './clarity.js';
import { type IndicatorCode, type KeyedPole, type ScorableItem, ScoringError, scoreIndicator, scorePersonality } from './scoring.js';

type Rule = (item: ScorableItem, indexInGroup: number) => number;

/** Answers every bank item: `rules` per indicator (raw 1..7 answers), neutral elsewhere. */
function answer(rules: Partial<Record<IndicatorCode, Rule>> = {}): Record<string, number> {
  const seen = new Map<string, number>();
  const answers: Record<string, number> = {};
  for (const item of personalityItems) {
    const group = `${item.indicator}:${item.keyed}`;
    const index = seen.get(group) ?? 0;
    seen.set(group, index + 1);
    answers[item.key] = rules[item.indicator]?.(item, index) ?? 4;
  }
  return answers;
}

/** Raw answers per keyed pole, taken in bank order. */
function byPole(first: readonly number[], second: readonly number[]): Rule {
  return (item, index) => (item.keyed === 'first' ? first : second)[index];
}

const toward = (pole: KeyedPole, strength: number): Rule => (item) => (item.keyed === pole ? 4 + strength : 4 - strength);

function expectScoringError(run: () => unknown, code: string, field: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ScoringError);
  expect(caught).toMatchObject({ code, field });
}

describe('scorePersonality', () => {
  it('gives a strongly E answer set an E with a band clear of 50', () => {
    // Keyed toward E: 7,6,7,6,5,7 and 7,6,6,7,5,7 -> mean 6.333, score 88.89; band from scipy's t(13) quantile.
    const result = scorePersonality(personalityItems, answer({ EI: byPole([7, 6, 7, 6, 5, 7], [1, 2, 2, 1, 3, 1]) }));
    const ei = result.indicators[0];
    expect(ei).toMatchObject({ indicator: 'EI', letter: 'E', pole: 'first', borderline: false, answered: 12 });
    expect(ei.score).toBeCloseTo(88.889, 3);
    expect(ei.band.low).toBeCloseTo(81.587, 2);
    expect(ei.band.high).toBeCloseTo(96.19, 2);
    expect(result.code).toBe('ENFP');
    expect(result.fullCode).toBe('ENFP-T');
    // SN, TF and JP sit at exactly 50: equally borderline, so the earliest (SN) is the one flipped.
    expect(result.secondaryCode).toBe('ESFP');
  });

  it('scores all-neutral answers 50 everywhere and breaks the ties toward I, N, F, P and Turbulent', () => {
    const result = scorePersonality(personalityItems, answer());
    for (const indicator of result.indicators) {
      expect(indicator.score).toBe(50);
      expect(indicator.pole).toBe('second');
      expect(indicator.borderline).toBe(true);
      expect(indicator.band.low).toBeCloseTo(45.99, 2);
      expect(indicator.band.high).toBeCloseTo(54.01, 2);
    }
    expect(result.fullCode).toBe('INFP-T');
    expect(result.secondaryCode).toBe('ENFP');
  });

  it('builds the full code from all five indicators', () => {
    const result = scorePersonality(personalityItems, answer({
      EI: toward('second', 2), SN: toward('second', 3), TF: toward('first', 1), JP: toward('first', 2), AT: toward('first', 3),
    }));
    expect(result.indicators.map((indicator) => indicator.indicator)).toEqual(['EI', 'SN', 'TF', 'JP', 'AT']);
    const expected = [100 / 6, 0, 200 / 3, 250 / 3, 100];
    result.indicators.forEach((indicator, index) => expect(indicator.score).toBeCloseTo(expected[index], 9));
    expect(result).toMatchObject({ fullCode: 'INTJ-A', code: 'INTJ', identity: 'A', secondaryCode: null });
  });

  it('flips the borderline letter closest to 50 for the secondary type, never the identity letter', () => {
    const result = scorePersonality(personalityItems, answer({
      EI: byPole([5, 5, 5, 4, 4, 4], [4, 4, 4, 4, 4, 4]), // 54.2, band 48.8-59.5
      SN: toward('second', 3),
      TF: byPole([4, 4, 4, 4, 4, 4], [5, 4, 4, 4, 4, 4]), // 48.6, closer to 50
      JP: toward('first', 3),
      // AT stays at 50: the closest of all, but the identity letter is not part of the four-letter code.
    }));
    expect(result.indicators.map((indicator) => indicator.borderline)).toEqual([true, false, true, false, true]);
    expect(result.code).toBe('ENFJ');
    expect(result.secondaryCode).toBe('ENTJ');
  });

  it('needs at least one answer per indicator and skips unanswered items', () => {
    const answers = answer({ EI: toward('first', 3) });
    const partial = Object.fromEntries(Object.entries(answers).filter(([key]) => !key.startsWith('JP') || key === 'JP-07'));
    const result = scorePersonality(personalityItems, partial);
    expect(result.indicators[3].answered).toBe(1);
    expect(result.indicators[0].answered).toBe(12);
    const noJp = Object.fromEntries(Object.entries(answers).filter(([key]) => !key.startsWith('JP')));
    expectScoringError(() => scorePersonality(personalityItems, noJp), 'NOT_ENOUGH_ANSWERS', 'JP');
    expectScoringError(() => scorePersonality(personalityItems, {}), 'NOT_ENOUGH_ANSWERS', 'EI');
  });

  it('rejects off-scale, fractional and non-numeric answers', () => {
    for (const bad of [0, 8, -4, 3.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expectScoringError(() => scorePersonality(personalityItems, { ...answer(), 'TF-03': bad }), 'ANSWER_OUT_OF_RANGE', 'TF-03');
    }
    const fromJson: Record<string, number> = JSON.parse('{"EI-01": "4"}');
    expectScoringError(() => scorePersonality(personalityItems, fromJson), 'ANSWER_OUT_OF_RANGE', 'EI-01');
  });

  it('rejects answers to items that are not in the questionnaire, and duplicated items', () => {
    expectScoringError(() => scorePersonality(personalityItems, { ...answer(), 'IQ-01': 4 }), 'UNKNOWN_ITEM', 'IQ-01');
    const twice = [...personalityItems, { key: 'SN-05', indicator: 'SN', keyed: 'first' } as const];
    expectScoringError(() => scorePersonality(twice, answer()), 'DUPLICATE_ITEM', 'SN-05');
  });

  it('accepts a Map as well as a plain object', () => {
    const answers = answer({ TF: toward('second', 2), JP: toward('first', 1) });
    expect(scorePersonality(personalityItems, new Map(Object.entries(answers)))).toEqual(scorePersonality(personalityItems, answers));
  });
});

describe('scoreIndicator bands', () => {
  it('keeps a non-zero band for perfectly consistent answers', () => {
    const result = scoreIndicator('EI', Array(12).fill(7));
    expect(result.score).toBe(100);
    expect(result.band.low).toBeCloseTo(95.99, 2);
    expect(result.band.high).toBe(100);
    expect(result.borderline).toBe(false);
  });

  it('never lets a single answer leave the borderline zone', () => {
    const result = scoreIndicator('SN', [7]);
    expect(result.score).toBe(100);
    expect(result.band.low).toBeCloseTo(41.6, 1); // t(2) = 2.92 times the prior SD of 20
    expect(result.borderline).toBe(true);
  });

  it('widens the band for contradictory answers', () => {
    // Someone agreeing with every statement: the lean is near zero and the items disagree with each other.
    const result = scoreIndicator('TF', [7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 2]);
    expect(result.score).toBeCloseTo(51.389, 3);
    expect(result.band.low).toBeCloseTo(27.08, 2);
    expect(result.band.high).toBeCloseTo(75.7, 2);
    expect(result.letter).toBe('T');
  });

  it('calls a mild but consistent lean a preference', () => {
    const result = scoreIndicator('JP', [5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4]);
    expect(result.score).toBeCloseTo(58.333, 3);
    expect(result.band.low).toBeCloseTo(52.6, 2);
    expect(result).toMatchObject({ letter: 'J', borderline: false });
  });
});

describe('clarity', () => {
  it('cuts strength like the MBTI clarity categories', () => {
    expect(clarity(50)).toEqual({ strength: 0, level: 'slight' });
    expect(clarity(42)).toEqual({ strength: 16, level: 'slight' });
    expect(clarity(70).level).toBe('moderate');
    expect(clarity(25)).toEqual({ strength: 50, level: 'moderate' });
    expect(clarity(80).level).toBe('clear');
    expect(clarity(5).level).toBe('very_clear');
    expect(clarity(100)).toEqual({ strength: 100, level: 'very_clear' });
  });
});
