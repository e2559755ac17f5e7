// Picks what one reader sees: the pack sections and chapter modules that fit their type, and their practice plan.
// A reader without a pole on an indicator (no type yet, or no identity score) sees both poles' material, labelled.
import type { IndicatorCode } from '../../scoring/scoring.js';
import {
  INDICATOR_POLES,
  TEMPERAMENTS,
  type InDepthChapter,
  type PackSection,
  type PoleKey,
  type PoleModule,
  type PracticeWeek,
  type SkillPack,
  type Temperament,
  type TemperamentNote,
} from './pack.types.js';

export type ReaderPoles = ReadonlySet<PoleKey>;

const INDICATOR_OF: Readonly<Record<PoleKey, IndicatorCode>> = {
  E: 'EI', I: 'EI', S: 'SN', N: 'SN', T: 'TF', F: 'TF', J: 'JP', P: 'JP', A: 'AT', Tu: 'AT',
};
const INDICATOR_ORDER: readonly IndicatorCode[] = ['EI', 'SN', 'TF', 'JP', 'AT'];

/** 'INTJ-A', 'enfp-t' or 'ISTP' to its poles; anything else (no type yet) to an empty set. */
export function readerPoles(fullCode: string | null | undefined): ReaderPoles {
  const match = /^([EI])([SN])([TF])([JP])(?:-([AT]))?$/.exec(fullCode?.trim().toUpperCase() ?? '');
  if (!match) return new Set();
  const poles = [match[1], match[2], match[3], match[4]] as PoleKey[];
  if (match[5]) poles.push(match[5] === 'A' ? 'A' : 'Tu');
  return new Set(poles);
}

type Fit = 'own' | 'other' | 'unknown';

function fit(pole: PoleKey, poles: ReaderPoles): Fit {
  if (poles.has(pole)) return 'own';
  const [first, second] = INDICATOR_POLES[INDICATOR_OF[pole]];
  return poles.has(pole === first ? second : first) ? 'other' : 'unknown';
}

/** A section as shown: `labelled` asks the renderer to name the pole it is written for. */
export interface ReaderSection {
  section: PackSection;
  labelled: boolean;
}

export function sectionsForReader(pack: SkillPack, poles: ReaderPoles): ReaderSection[] {
  return pack.sections.flatMap((section) => {
    if (!section.tailoredTo) return [{ section, labelled: false }];
    const how = fit(section.tailoredTo, poles);
    return how === 'other' ? [] : [{ section, labelled: how === 'unknown' }];
  });
}

export interface ReaderModule {
  module: PoleModule;
  labelled: boolean;
}

export interface ReaderWeek extends PracticeWeek {
  /** The first practice of each of the reader's own modules for this week's indicators. */
  ownPractices: string[];
}

export interface ComposedChapter {
  id: InDepthChapter['id'];
  title: string;
  subtitle: string;
  intro: string[];
  modules: ReaderModule[];
  temperaments: TemperamentNote[];
  plan: { heading: string; intro: string; weeks: ReaderWeek[]; closing: string };
}

/** NT and NF follow from N with T or F, SJ and SP from S with J or P (Keirsey's pairing). */
const TEMPERAMENT_POLES: Readonly<Record<Temperament, readonly [PoleKey, PoleKey]>> = {
  NT: ['N', 'T'],
  NF: ['N', 'F'],
  SJ: ['S', 'J'],
  SP: ['S', 'P'],
};

function temperamentsFor(poles: ReaderPoles): Temperament[] {
  return TEMPERAMENTS.filter((temperament) =>
    TEMPERAMENT_POLES[temperament].every((pole) => fit(pole, poles) !== 'other'),
  );
}

export function composeChapter(chapter: InDepthChapter, poles: ReaderPoles): ComposedChapter {
  const modules = INDICATOR_ORDER.flatMap((indicator) =>
    INDICATOR_POLES[indicator].flatMap((pole): ReaderModule[] => {
      const how = fit(pole, poles);
      return how === 'other' ? [] : [{ module: chapter.modules[pole], labelled: how === 'unknown' }];
    }),
  );
  const ownModules = modules.filter((entry) => !entry.labelled).map((entry) => entry.module);
  const weeks = chapter.plan.weeks.map((week) => ({
    ...week,
    ownPractices: ownModules
      .filter((module) => week.indicators.includes(INDICATOR_OF[module.pole]))
      .map((module) => module.practices[0]),
  }));
  return {
    id: chapter.id,
    title: chapter.title,
    subtitle: chapter.subtitle,
    intro: chapter.intro,
    modules,
    temperaments: temperamentsFor(poles).map((temperament) => chapter.temperaments[temperament]),
    plan: { ...chapter.plan, weeks },
  };
}
