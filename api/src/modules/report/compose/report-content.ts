// Strict lookups into the report copy and the type seeds: a missing text is a bug, so it throws instead of falling back.
import { indicators as indicatorSeeds, type IndicatorSeed } from '../../../db/seed/data/personality-items.js';
import { personalityTypes, type PersonalityTypeSeed } from '../../../db/seed/data/personality-types.js';
import type { Locale, Localized, LocalizedList } from '../../../shared/locale.js';
import type { ClarityLevel } from '../../scoring/clarity.js';
import type { IndicatorCode, KeyedPole } from '../../scoring/scoring.js';
import { borderlineTexts, indicatorBands } from '../content/indicator-bands.js';
import type { TypeCode, TypeReportSeed } from '../content/report-content.types.js';
import { sjTypeReports } from '../content/types-sj.js';
import { spTypeReports } from '../content/types-sp.js';
import { enfjReport } from '../content/types/enfj.js';
import { enfpReport } from '../content/types/enfp.js';
import { entjReport } from '../content/types/entj.js';
import { entpReport } from '../content/types/entp.js';
import { infjReport } from '../content/types/infj.js';
import { infpReport } from '../content/types/infp.js';
import { intjReport } from '../content/types/intj.js';
import { intpReport } from '../content/types/intp.js';

export type ReportErrorCode = 'UNKNOWN_TYPE' | 'INVALID_SCORE' | 'INVALID_INPUT' | 'MISSING_TEXT';

/** Thrown for a score or input the report cannot be built from; `code` lets callers map it without parsing text. */
export class ReportCompositionError extends Error {
  readonly code: ReportErrorCode;

  constructor(code: ReportErrorCode, message: string) {
    super(message);
    this.name = 'ReportCompositionError';
    this.code = code;
  }
}

const typeReports = new Map<string, TypeReportSeed>(
  [intjReport, intpReport, entjReport, entpReport, infjReport, infpReport, enfjReport, enfpReport, ...sjTypeReports, ...spTypeReports]
    .map((seed) => [seed.code, seed]),
);
const typeSeeds = new Map<string, PersonalityTypeSeed>(personalityTypes.map((seed) => [seed.code, seed]));
const indicatorsByCode = new Map<IndicatorCode, IndicatorSeed>(indicatorSeeds.map((seed) => [seed.code, seed]));

/** The 16 type codes the report has copy for. */
export const TYPE_CODES: readonly string[] = [...typeReports.keys()];

export function assertTypeCode(code: string): asserts code is TypeCode {
  if (!typeReports.has(code) || !typeSeeds.has(code)) throw unknownType(code);
}

export function typeReport(code: string): TypeReportSeed {
  const seed = typeReports.get(code);
  if (!seed) throw unknownType(code);
  return seed;
}

export function typeSeed(code: string): PersonalityTypeSeed {
  const seed = typeSeeds.get(code);
  if (!seed) throw unknownType(code);
  return seed;
}

export function indicatorSeed(indicator: IndicatorCode): IndicatorSeed {
  const seed = indicatorsByCode.get(indicator);
  if (!seed) throw new ReportCompositionError('MISSING_TEXT', `No indicator names for ${indicator}`);
  return seed;
}

export function bandText(indicator: IndicatorCode, pole: KeyedPole, level: ClarityLevel): Localized {
  const band = indicatorBands.find((entry) => entry.indicator === indicator && entry.pole === pole && entry.level === level);
  if (!band) throw new ReportCompositionError('MISSING_TEXT', `No band text for ${indicator} ${pole} ${level}`);
  return band.text;
}

export function borderlineText(indicator: IndicatorCode): Localized {
  const entry = borderlineTexts.find((candidate) => candidate.indicator === indicator);
  if (!entry) throw new ReportCompositionError('MISSING_TEXT', `No borderline text for ${indicator}`);
  return entry.text;
}

/** The text in `locale`; `what` names it in the error. */
export function inLocale(texts: Localized, locale: Locale, what: string): string {
  const text = texts[locale]?.trim();
  if (!text) throw new ReportCompositionError('MISSING_TEXT', `No ${locale} text for ${what}`);
  return text;
}

export function listInLocale(texts: LocalizedList, locale: Locale, what: string): string[] {
  const list = texts[locale];
  if (!list?.length || list.some((item) => !item.trim())) {
    throw new ReportCompositionError('MISSING_TEXT', `No complete ${locale} list for ${what}`);
  }
  return list.map((item) => item.trim());
}

function unknownType(code: string): ReportCompositionError {
  return new ReportCompositionError('UNKNOWN_TYPE', `Unknown personality type code "${code}"; expected one of ${TYPE_CODES.join(', ')}`);
}
