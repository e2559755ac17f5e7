// One indicator's score as clients show it (free result, mock API): rounded to a tenth, with its two poles, its 90%
// band, and how clear the preference is.
import { clarity } from './clarity.js';
import { POLE_LETTERS, type IndicatorScore } from './scoring.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

export function indicatorView(indicator: IndicatorScore) {
  const [firstPole, secondPole] = POLE_LETTERS[indicator.indicator];
  const strength = clarity(indicator.score);
  return {
    indicator: indicator.indicator,
    score: round1(indicator.score),
    letter: indicator.letter,
    firstPole,
    secondPole,
    band: { low: round1(indicator.band.low), high: round1(indicator.band.high) },
    borderline: indicator.borderline,
    strength: Math.round(strength.strength),
    clarity: strength.level,
  };
}
