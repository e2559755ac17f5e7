// How each theme lays out its landing: hero style, section order, test time and hero copy.
import type { MessageDescriptor } from 'react-intl';
import type { Theme } from '../../lib/paths';
import { themeHeroMessages as m } from './theme-messages';

export type HeroStyle = 'split' | 'split-reverse' | 'centered' | 'card' | 'banner' | 'stacked';
export type SectionKey = 'stats' | 'steps' | 'claims' | 'topics' | 'testimonials' | 'typesGrid' | 'final';

export interface LandingLayout {
  hero: HeroStyle;
  sections: readonly SectionKey[];
  /** SPEC section 1: 10 minutes on the founder page, 15 elsewhere. */
  minutes: number;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const MINUTES = 15;

export const LAYOUTS: Readonly<Record<Theme, LandingLayout>> = {
  founder: { hero: 'split', minutes: 10, title: m.founderTitle, text: m.founderText, sections: ['stats', 'steps', 'claims', 'topics', 'testimonials', 'final'] },
  free: { hero: 'centered', minutes: MINUTES, title: m.freeTitle, text: m.freeText, sections: ['steps', 'stats', 'topics', 'claims', 'final'] },
  girl: { hero: 'stacked', minutes: MINUTES, title: m.girlTitle, text: m.girlText, sections: ['topics', 'stats', 'claims', 'final'] },
  'girl-old': { hero: 'split-reverse', minutes: MINUTES, title: m.girlOldTitle, text: m.girlOldText, sections: ['claims', 'topics', 'stats', 'final'] },
  home: { hero: 'card', minutes: MINUTES, title: m.homeTitle, text: m.homeText, sections: ['claims', 'stats', 'steps', 'topics', 'final'] },
  new: { hero: 'split', minutes: MINUTES, title: m.newTitle, text: m.newText, sections: ['claims', 'steps', 'topics', 'stats', 'final'] },
  personal: { hero: 'split-reverse', minutes: MINUTES, title: m.personalTitle, text: m.personalText, sections: ['topics', 'claims', 'stats', 'final'] },
  relax: { hero: 'centered', minutes: MINUTES, title: m.relaxTitle, text: m.relaxText, sections: ['stats', 'topics', 'steps', 'claims', 'final'] },
  roles: { hero: 'banner', minutes: MINUTES, title: m.rolesTitle, text: m.rolesText, sections: ['claims', 'topics', 'stats', 'final'] },
  third: { hero: 'banner', minutes: MINUTES, title: m.thirdTitle, text: m.thirdText, sections: ['steps', 'stats', 'claims', 'topics', 'final'] },
  types: { hero: 'split', minutes: MINUTES, title: m.typesTitle, text: m.typesText, sections: ['typesGrid', 'topics', 'stats', 'claims', 'final'] },
  young: { hero: 'stacked', minutes: MINUTES, title: m.youngTitle, text: m.youngText, sections: ['stats', 'topics', 'steps', 'claims', 'final'] },
};
