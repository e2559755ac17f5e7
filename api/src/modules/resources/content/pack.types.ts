// Shapes of the paid reading content: the 12 skill resource packs and the in-depth work and love chapters.
// Content is written in EN first; every other locale must mirror the EN structure (see pack.parity.ts).
import type { IndicatorCode } from '../../scoring/scoring.js';

/** Catalogue order of the 12 packs; the slugs are stable (URLs, downloads, purchases refer to them). */
export const PACK_SLUGS = [
  'focus-and-deep-work',
  'clear-communication',
  'stress-and-resilience',
  'decision-making',
  'time-and-energy',
  'conflict-in-close-relationships',
  'career-direction',
  'leading-and-influencing',
  'learning-how-you-learn',
  'habits-and-motivation',
  'confidence-and-presence',
  'teamwork-and-feedback',
] as const;
export type PackSlug = (typeof PACK_SLUGS)[number];

/** A preference pole. 'Tu' is the turbulent identity, kept apart from 'T' (thinking). */
export type PoleKey = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P' | 'A' | 'Tu';
export const POLE_KEYS: readonly PoleKey[] = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P', 'A', 'Tu'];

/** The two poles of each indicator, first pole first (same order as the scoring module). */
export const INDICATOR_POLES: Readonly<Record<IndicatorCode, readonly [PoleKey, PoleKey]>> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
  AT: ['A', 'Tu'],
};

export type PackBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** Ordered steps the reader follows in sequence. */
  | { kind: 'steps'; items: string[] }
  /** Something to do, on paper or in life, closed by one question to reflect on afterwards. */
  | { kind: 'exercise'; title: string; steps: string[]; reflection: string }
  | { kind: 'callout'; tone: 'tip' | 'caution'; text: string };
export type PackBlockKind = PackBlock['kind'];

/**
 * intro: first section, why the skill matters and how type plays in. core: techniques everyone reads.
 * tailored: shown to readers with `tailoredTo` in their type (to readers without a type, all are shown, labelled).
 * pitfalls: common mistakes. quick-reference: the last section, a one-page summary.
 */
export type SectionRole = 'intro' | 'core' | 'tailored' | 'pitfalls' | 'quick-reference';

export interface PackSection {
  /** Stable kebab-case id, identical in every locale (anchors, PDF bookmarks, parity checks). */
  id: string;
  role: SectionRole;
  heading: string;
  blocks: PackBlock[];
  /** Present exactly when role is 'tailored'. */
  tailoredTo?: PoleKey;
}

export interface SkillPack {
  slug: PackSlug;
  title: string;
  subtitle: string;
  /** 2-3 sentences for the catalogue and the downloads list. */
  summary: string;
  /** Minutes for a reader with a type (common sections plus one tailored section per tailored indicator). */
  readingMinutes: number;
  /** Order: intro, core sections, tailored sections in pole pairs (first pole first), pitfalls, quick-reference. */
  sections: PackSection[];
}

/** One locale's complete set of packs; a Record so that a missing pack fails the type check. */
export type PackSet = Readonly<Record<PackSlug, SkillPack>>;

/** Keirsey's four temperament pairings, used only as a convenient grouping for the combination notes. */
export type Temperament = 'NT' | 'NF' | 'SJ' | 'SP';
export const TEMPERAMENTS: readonly Temperament[] = ['NT', 'NF', 'SJ', 'SP'];

export type ChapterId = 'work' | 'love';

/** ~250-350 words on one pole within one chapter. */
export interface PoleModule {
  pole: PoleKey;
  heading: string;
  /** What this preference brings (one paragraph). */
  brings: string;
  /** Where it costs you (one paragraph). */
  costs: string;
  /** What to do: 3-4 concrete practices, one or two sentences each; the first is the one the practice plan picks. */
  practices: string[];
  /** A short, realistic scenario showing the pattern and a better move. */
  scenario: string;
}

/** ~150 words on how two letters combine (NT, NF, SJ, SP). */
export interface TemperamentNote {
  temperament: Temperament;
  heading: string;
  text: string;
}

/** One week of the closing practice plan; the reader's own practices for `indicators` are added when composed. */
export interface PracticeWeek {
  heading: string;
  indicators: IndicatorCode[];
  intro: string;
  actions: string[];
  checkIn: string;
}

export interface PracticePlan {
  heading: string;
  intro: string;
  weeks: [PracticeWeek, PracticeWeek, PracticeWeek, PracticeWeek];
  closing: string;
}

export interface InDepthChapter {
  id: ChapterId;
  title: string;
  subtitle: string;
  /** Intro paragraphs. */
  intro: string[];
  modules: Readonly<Record<PoleKey, PoleModule>>;
  temperaments: Readonly<Record<Temperament, TemperamentNote>>;
  plan: PracticePlan;
}

export type InDepthChapters = Readonly<Record<ChapterId, InDepthChapter>>;

/** Names of the poles and temperaments as the reader sees them (badges, labels on tailored sections). */
export interface ResourceLabels {
  poles: Readonly<Record<PoleKey, { name: string; tailoredLabel: string }>>;
  temperaments: Readonly<Record<Temperament, string>>;
}
