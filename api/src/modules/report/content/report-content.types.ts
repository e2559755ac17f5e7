// Shapes of the in-depth report copy (written by us, in nine locales), filled in per type and per score band.
import type { Localized, LocalizedList } from '../../../shared/locale.js';

export type TypeCode = 'INFJ' | 'INFP' | 'INTJ' | 'INTP' | 'ENFP' | 'ENTP' | 'ENTJ' | 'ISTJ' | 'ISTP' | 'ESTP' | 'ESTJ'
  | 'ISFJ' | 'ISFP' | 'ESFP' | 'ESFJ' | 'ENFJ';

/** The sections of the in-depth report that depend on the four-letter type. */
export interface TypeReportSeed {
  code: TypeCode;
  /** Basic profile: 2-3 paragraphs separated by '\n\n', 150-220 words in EN. */
  basicProfile: Localized;
  /** 5 strengths, each one short sentence. */
  strengths: LocalizedList;
  /** 4 blind spots, each one short, kind but honest sentence. */
  blindSpots: LocalizedList;
  /** Personal growth: 2 paragraphs, 110-160 words in EN, concrete practices. */
  personalGrowth: Localized;
  /** Interpersonal growth (friends, family, partners, teams): 2 paragraphs, 110-160 words in EN. */
  interpersonalGrowth: Localized;
  /** Career growth: 2 paragraphs, 110-160 words in EN: work settings, how to grow, what drains them. */
  careerGrowth: Localized;
  /** 8 fitting roles or fields, 1-4 words each. */
  careers: LocalizedList;
  /** In love and close relationships ('true love'): 1 paragraph, 70-110 words in EN. */
  relationships: Localized;
  /** 3 further-reading suggestions: well-known real books (title and author in their usual published form) with one
   * line each on why; keep titles in their original language unless a widely published translation title exists. */
  furtherReading: LocalizedList;
}

export type ClarityLevel = 'slight' | 'moderate' | 'clear' | 'very_clear';
export type IndicatorCode = 'EI' | 'SN' | 'TF' | 'JP' | 'AT';

/** Text for one indicator, one pole and one clarity level: what that score means in daily life. */
export interface IndicatorBandSeed {
  indicator: IndicatorCode;
  /** first = E, S, T, J, A; second = I, N, F, P, T (turbulent). */
  pole: 'first' | 'second';
  level: ClarityLevel;
  /** 2-3 sentences, 45-80 words in EN, second person. */
  text: Localized;
}

/** Text shown when an indicator is borderline (its confidence band contains 50). */
export interface BorderlineSeed {
  indicator: IndicatorCode;
  /** 2-3 sentences, 45-80 words in EN: both sides fit you; how to tell which is more 'you'. */
  text: Localized;
}
