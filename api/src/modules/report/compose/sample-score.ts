// Builds a real PersonalityScore for a chosen type and leanings, through the scoring module itself, and sample ranking
// data: for report previews, the PDF benchmark and tests.
import {
  INDICATORS,
  POLE_LETTERS,
  scorePersonality,
  SCALE,
  type IndicatorCode,
  type PersonalityScore,
  type ScorableItem,
} from '../../scoring/scoring.js';
import type { ComposeReportInput } from './report-document.js';

/** Recent tests from enough countries to publish their ranking, and a ranking score: every section shows. */
export const SAMPLE_RANKING: Required<Pick<ComposeReportInput, 'recentCountries' | 'rankingScore'>> = {
  recentCountries: [
    { countryCode: 'US', tests: 12034 }, { countryCode: 'KR', tests: 4210 }, { countryCode: 'BR', tests: 3875 },
    { countryCode: 'DE', tests: 2960 }, { countryCode: 'JP', tests: 2311 },
  ],
  rankingScore: { score: 118, outOf: 160, percentile: 81.5 },
};

const ITEMS_PER_INDICATOR = 12;
const HALF_RANGE = (SCALE.max - SCALE.min) / 2;

/** Percent toward the letter of `fullCode` on each indicator, 50-100; 72 where not given. */
export type Leanings = Partial<Record<IndicatorCode, number>>;

const items: ScorableItem[] = INDICATORS.flatMap((indicator) =>
  Array.from({ length: ITEMS_PER_INDICATOR }, (_, index) => ({ key: `${indicator}${index + 1}`, indicator, keyed: 'first' as const })),
);

/**
 * 'INTJ-A' with { EI: 53 } gives an INTJ-A whose I is borderline. The answers are spread as evenly as the 7-point
 * scale allows, so bands are narrow; a leaning within about 5 points of 50 comes out borderline.
 */
export function sampleScore(fullCode: string, leanings: Leanings = {}): PersonalityScore {
  const match = /^([EI])([SN])([TF])([JP])-([AT])$/.exec(fullCode);
  if (!match) throw new Error(`"${fullCode}" is not a full type code like INTJ-A`);
  const letters = match.slice(1);
  const answers: Record<string, number> = {};
  INDICATORS.forEach((indicator, position) => {
    const toward = leanings[indicator] ?? 72;
    if (!(toward >= 50 && toward <= 100)) throw new Error(`Leaning for ${indicator} must be 50-100, got ${toward}`);
    const towardFirst = letters[position] === POLE_LETTERS[indicator][0];
    const score = towardFirst ? toward : 100 - toward;
    // score = 50 + 50 * lean / (HALF_RANGE * n), lean = sum of (answer - neutral).
    let lean = Math.round(((score - 50) * HALF_RANGE * ITEMS_PER_INDICATOR) / 50);
    // An exact 50 scores as the second pole; nudge it so the letter asked for is the letter scored.
    if (lean === 0 && towardFirst) lean = 1;
    for (let index = 0; index < ITEMS_PER_INDICATOR; index++) {
      const share = Math.trunc(lean / ITEMS_PER_INDICATOR) + (index < Math.abs(lean % ITEMS_PER_INDICATOR) ? Math.sign(lean) : 0);
      answers[`${indicator}${index + 1}`] = SCALE.neutral + share;
    }
  });
  const score = scorePersonality(items, answers);
  if (score.fullCode !== fullCode) throw new Error(`Leanings ${JSON.stringify(leanings)} scored ${score.fullCode}, not ${fullCode}`);
  return score;
}
