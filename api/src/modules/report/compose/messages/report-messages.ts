// The fixed sentences and labels of the in-depth report, one file per locale; templates take {named} parameters.
import type { ClarityLevel } from '../../../scoring/clarity.js';

/** The report sections, in the order of SPEC section 3. */
export const SECTION_IDS = [
  'basicProfile',
  'dimensionAnalysis',
  'personalGrowth',
  'interpersonalGrowth',
  'careerGrowth',
  'furtherReading',
  'resultAnalysis',
  'additionalTest',
  'advancedGuide',
  'professionalReference',
  'topCountries',
  'rankingScore',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ReportMessages {
  /** '{fullCode}': the PDF title and the document title. */
  documentTitle: string;
  coverKicker: string;
  /** '{label}' and '{value}' joined with the locale's colon. */
  labelValue: string;
  /** '{code}', '{title}'. */
  secondaryLine: string;
  basicInfo: string;
  populationOverall: string;
  populationMale: string;
  populationFemale: string;
  /** '{source}'. */
  populationSource: string;
  /** Names the study behind the seeded population ratios. */
  populationManual: string;
  keywords: string;
  famousPeople: string;
  sections: Record<SectionId, string>;
  clarity: Record<ClarityLevel, string>;
  table: { dimension: string; score: string; range: string; interpretation: string; borderline: string };

  /** '{pole}', '{dimension}', '{clarity}'. */
  clearestPreference: string;
  leastClearPreference: string;
  /** '{identity}'. */
  identitySentence: string;
  dimensionIntro: string;
  /** '{secondaryCode}', '{secondaryTitle}'. */
  secondaryType: string;
  /** '{code}'. */
  noSecondaryType: string;
  /** '{altCode}', '{altTitle}'. */
  alternativeType: string;
  /** '{altCode}'. */
  alternativeIdentity: string;
  /** '{pole}', '{dimension}'. */
  growthStretch: string;
  growthAllClear: string;
  /** '{identity}'. */
  growthAssertive: string;
  growthTurbulent: string;
  relationshipsHeading: string;
  careersHeading: string;
  /** '{secondaryCode}', '{secondaryTitle}'. */
  careersSecondary: string;
  readingIntro: string;

  readScores: string;
  readBands: string;
  readClarity: string;
  reliabilityHeading: string;
  reliability: string;
  resultAllClear: string;
  /** '{count}', '{names}'. */
  resultBorderline: string;
  iqTest: string;
  retake: string;
  /** '{names}'. */
  retakeBorderline: string;
  guideIntro: string;
  strengthsHeading: string;
  blindSpotsHeading: string;
  practice: string;
  referenceWhat: string;
  referenceNotClinical: string;
  referenceModel: string;
  /** '{source}'. */
  referencePopulation: string;
  countriesIntro: string;
  countriesEmpty: string;
  /** '{country}', '{count}'. */
  countryEntry: string;
  /** '{score}', '{outOf}'. */
  rankingValue: string;
  /** '{percentile}', already formatted as a percentage. */
  rankingPercentile: string;
  rankingEmpty: string;

  /** '{page}', '{pages}'. */
  pageOf: string;
  footer: string;
}
