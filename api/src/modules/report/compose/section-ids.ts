// The sections of the in-depth report, in the order of SPEC section 3; each has the title report.section.<id>. The
// last two appear only with enough data behind them (sections-reference.ts).
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
