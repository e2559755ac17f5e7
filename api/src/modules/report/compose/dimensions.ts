// The dimension table: one row per indicator with the score, its 90% band, the band text and the borderline note.
import type { Locale } from '../../../shared/locale.js';
import { clarity } from '../../scoring/clarity.js';
import { POLE_LETTERS, type IndicatorScore, type PersonalityScore } from '../../scoring/scoring.js';
import { joinSentences, type Translate } from '../../../i18n/translate.js';
import type { DimensionRow } from './report-document.js';
import { bandText, borderlineText, indicatorSeed, inLocale, typeSeed } from './report-content.js';

export function dimensionRows(score: PersonalityScore, locale: Locale, t: Translate): DimensionRow[] {
  return score.indicators.map((result, index) => dimensionRow(result, index, score, locale, t));
}

function dimensionRow(result: IndicatorScore, index: number, score: PersonalityScore, locale: Locale, t: Translate): DimensionRow {
  const seed = indicatorSeed(result.indicator);
  const [first, second] = POLE_LETTERS[result.indicator];
  const towardFirst = result.pole === 'first';
  const level = clarity(result.score).level;
  const what = `${result.indicator} ${result.pole} ${level}`;
  return {
    indicator: result.indicator,
    name: inLocale(seed.name, locale, `the name of ${result.indicator}`),
    poles: [
      { letter: first, name: inLocale(seed.firstPoleName, locale, `the first pole of ${result.indicator}`) },
      { letter: second, name: inLocale(seed.secondPoleName, locale, `the second pole of ${result.indicator}`) },
    ],
    letter: result.letter,
    poleName: inLocale(towardFirst ? seed.firstPoleName : seed.secondPoleName, locale, `the pole of ${result.indicator}`),
    score: Math.round(towardFirst ? result.score : 100 - result.score),
    range: towardFirst
      ? { low: Math.round(result.band.low), high: Math.round(result.band.high) }
      : { low: Math.round(100 - result.band.high), high: Math.round(100 - result.band.low) },
    scale: { score: result.score, low: result.band.low, high: result.band.high },
    clarity: level,
    clarityLabel: t(`report.clarity.${level}`),
    interpretation: inLocale(bandText(result.indicator, result.pole, level), locale, `the band text ${what}`),
    borderline: result.borderline ? borderlineNote(result, index, score, locale, t) : null,
  };
}

/** The borderline text, then what the other letter would make of the code: a type title for EI..JP, the suffix for AT. */
function borderlineNote(result: IndicatorScore, index: number, score: PersonalityScore, locale: Locale, t: Translate): string {
  const text = inLocale(borderlineText(result.indicator), locale, `the borderline text of ${result.indicator}`);
  const [first, second] = POLE_LETTERS[result.indicator];
  const other = result.letter === first ? second : first;
  if (result.indicator === 'AT') {
    return joinSentences(locale, text, t('report.alternativeIdentity', { altCode: `${score.code}-${other}` }));
  }
  const altCode = score.code.slice(0, index) + other + score.code.slice(index + 1);
  const altTitle = inLocale(typeSeed(altCode).title, locale, `the title of ${altCode}`);
  return joinSentences(locale, text, t('report.alternativeType', { altCode, altTitle }));
}
