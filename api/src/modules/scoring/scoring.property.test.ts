import fc from 'fast-check';
import { personalityItems } from '../../db/seed/data/personality-items.js';
import {
  INDICATORS, type IndicatorScore, POLE_LETTERS, type PersonalityScore, ScoringError, keyedResponse, scoreIndicator, scorePersonality,
} from './scoring.js';

const items = personalityItems;
/** The first bank item of each indicator is always answered, so every generated sitting can be scored. */
const anchors = new Set(INDICATORS.map((indicator) => items.find((item) => item.indicator === indicator)?.key));

const valueArb = fc.integer({ min: 1, max: 7 });

/** A sitting on the real bank: about one item in five skipped, never a whole indicator. */
const sittingArb: fc.Arbitrary<Record<string, number>> = fc
  .array(fc.option(valueArb, { freq: 5 }), { minLength: items.length, maxLength: items.length })
  .map((values) => {
    const answers: Record<string, number> = {};
    items.forEach((item, index) => {
      const value = values[index] ?? (anchors.has(item.key) ? 4 : null);
      if (value !== null) answers[item.key] = value;
    });
    return answers;
  });

/** Which items a sitting answers, without the values. */
const answeredArb = sittingArb.map((answers) => Object.keys(answers));

const reversed = (answers: Record<string, number>) =>
  Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, 8 - value]));

const otherLetter = (result: IndicatorScore) => POLE_LETTERS[result.indicator][result.pole === 'first' ? 1 : 0];

describe('scorePersonality properties', () => {
  it('scores neutral answers exactly 50 on every indicator, whichever items are answered', () => {
    fc.assert(fc.property(answeredArb, (keys) => {
      const result = scorePersonality(items, Object.fromEntries(keys.map((key) => [key, 4])));
      for (const indicator of result.indicators) {
        expect(indicator.score).toBe(50);
        expect(indicator.borderline).toBe(true);
      }
      expect(result.fullCode).toBe('INFP-T');
    }));
  });

  it('mirrors every score and band and flips every letter not at exactly 50 when every answer is reversed', () => {
    fc.assert(fc.property(sittingArb, (answers) => {
      const before = scorePersonality(items, answers);
      const after = scorePersonality(items, reversed(answers));
      before.indicators.forEach((was, index) => {
        const now = after.indicators[index];
        expect(now.score).toBeCloseTo(100 - was.score, 9);
        expect(now.band.low).toBeCloseTo(100 - was.band.high, 9);
        expect(now.band.high).toBeCloseTo(100 - was.band.low, 9);
        expect(now.borderline).toBe(was.borderline);
        expect(now.letter).toBe(was.score === 50 ? was.letter : otherLetter(was));
      });
    }));
  });

  it('keeps 0 <= low <= score <= high <= 100, calls borderline exactly when the band holds 50, and letters follow scores', () => {
    fc.assert(fc.property(sittingArb, (answers) => {
      for (const { score, band, borderline, letter, indicator } of scorePersonality(items, answers).indicators) {
        expect(0 <= band.low && band.low <= score && score <= band.high && band.high <= 100).toBe(true);
        expect(band.high).toBeGreaterThan(band.low);
        expect(borderline).toBe(band.low <= 50 && 50 <= band.high);
        expect(letter).toBe(POLE_LETTERS[indicator][score > 50 ? 0 : 1]);
      }
    }));
  });

  it('maps the keyed mean linearly onto 0-100', () => {
    fc.assert(fc.property(sittingArb, (answers) => {
      const result = scorePersonality(items, answers);
      for (const indicator of INDICATORS) {
        const keyed = items
          .filter((item) => item.indicator === indicator && item.key in answers)
          .map((item) => keyedResponse(answers[item.key], item.keyed));
        const mean = keyed.reduce((sum, value) => sum + value, 0) / keyed.length;
        const found = result.indicators.find((score) => score.indicator === indicator);
        expect(found?.answered).toBe(keyed.length);
        expect(found?.score).toBeCloseTo(((mean - 1) / 6) * 100, 9);
      }
    }));
  });

  it('moves only the item’s own indicator, and in the direction of its key, when one answer goes up', () => {
    fc.assert(fc.property(sittingArb, fc.nat(), (answers, pick) => {
      const raisable = Object.keys(answers).filter((key) => answers[key] < 7);
      fc.pre(raisable.length > 0);
      const key = raisable[pick % raisable.length];
      const item = items.find((candidate) => candidate.key === key);
      const before = scorePersonality(items, answers);
      const after = scorePersonality(items, { ...answers, [key]: answers[key] + 1 });
      before.indicators.forEach((was, index) => {
        const now = after.indicators[index];
        if (was.indicator !== item?.indicator) expect(now).toEqual(was);
        else if (item.keyed === 'first') expect(now.score).toBeGreaterThan(was.score);
        else expect(now.score).toBeLessThan(was.score);
      });
    }));
  });

  it('does not depend on the order of the items', () => {
    fc.assert(fc.property(sittingArb, fc.nat(), (answers, seed) => {
      const shuffled = [...items].sort((a, b) => hash(a.key, seed) - hash(b.key, seed));
      expect(scorePersonality(shuffled, answers)).toEqual(scorePersonality(items, answers));
    }));
  });

  it('gives a secondary type only for a borderline letter, flipping the one closest to 50', () => {
    fc.assert(fc.property(sittingArb, (answers) => {
      const result: PersonalityScore = scorePersonality(items, answers);
      const four = result.indicators.slice(0, 4);
      const borderline = four.filter((indicator) => indicator.borderline);
      if (borderline.length === 0) {
        expect(result.secondaryCode).toBeNull();
        return;
      }
      const changed = [...result.code].flatMap((letter, index) => (result.secondaryCode?.[index] === letter ? [] : [index]));
      expect(changed).toHaveLength(1);
      const flipped = four[changed[0]];
      expect(flipped.borderline).toBe(true);
      expect(result.secondaryCode?.[changed[0]]).toBe(otherLetter(flipped));
      for (const other of borderline) expect(Math.abs(flipped.score - 50)).toBeLessThanOrEqual(Math.abs(other.score - 50));
    }));
  });

  it('rejects any answer that is not an integer from 1 to 7', () => {
    const offScale = fc.oneof(
      fc.integer().filter((value) => value < 1 || value > 7),
      fc.double().filter((value) => !Number.isInteger(value)),
    );
    fc.assert(fc.property(sittingArb, offScale, fc.constantFrom(...items.map((item) => item.key)), (answers, value, key) => {
      let caught: unknown;
      try {
        scorePersonality(items, { ...answers, [key]: value });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ScoringError);
      expect(caught).toMatchObject({ code: 'ANSWER_OUT_OF_RANGE', field: key });
    }));
  });
});

describe('scoreIndicator properties', () => {
  it('never widens the band when the same answers are given twice as often', () => {
    fc.assert(fc.property(fc.array(valueArb, { minLength: 1, maxLength: 12 }), (keyed) => {
      const once = scoreIndicator('EI', keyed);
      const twice = scoreIndicator('EI', [...keyed, ...keyed]);
      expect(twice.score).toBeCloseTo(once.score, 9);
      expect(twice.band.high - twice.band.low).toBeLessThanOrEqual(once.band.high - once.band.low + 1e-9);
    }));
  });
});

/** A cheap deterministic shuffle key. */
function hash(text: string, seed: number): number {
  let value = seed | 0;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x5bd1e995) ^ (value >>> 15);
  return value;
}
