// The pages prerendered at build time (web/build/prerender.ts), with the title and description of their <head>: every
// theme's landing and home, and the content pages, for the default exam.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { SITE_NAME } from '../components/useDocumentTitle';
import { helpMessages } from '../features/help/messages';
import { LAYOUTS } from '../features/landing/layouts';
import { legalMessages } from '../features/legal/messages';
import { methodologyMessages } from '../features/methodology/messages';
import { professionalMessages } from '../features/professional/messages';
import { supportMessages } from '../features/support/messages';
import { typesMessages } from '../features/types/messages';
import { seoMessages } from './seo-messages';
import { DEFAULT_EXAM, landingPath, screenPath, THEME_ROUTES, THEMES, type Screen, type Theme } from '../lib/paths';

export type ContentScreen = Extract<Screen, 'types' | 'professional' | 'help' | 'methodology' | 'support' | 'legal'>;

const CONTENT: Readonly<Record<ContentScreen, { title: MessageDescriptor; description: MessageDescriptor }>> = {
  types: { title: typesMessages.title, description: typesMessages.intro },
  professional: { title: professionalMessages.title, description: professionalMessages.intro },
  help: { title: helpMessages.title, description: helpMessages.intro },
  methodology: { title: methodologyMessages.tabTitle, description: seoMessages.methodology },
  support: { title: supportMessages.title, description: supportMessages.intro },
  legal: { title: legalMessages.title, description: seoMessages.legal },
};

export interface PrerenderPage {
  path: string;
  /** The theme the route itself selects (landings and theme homes); null: the page is built once per theme. */
  theme: Theme | null;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

function landing(path: string, theme: Theme): PrerenderPage {
  return { path, theme, title: LAYOUTS[theme].title, description: LAYOUTS[theme].text };
}

export function prerenderPages(): PrerenderPage[] {
  return [
    landing('/', 'founder'),
    ...Object.entries(THEME_ROUTES).map(([name, theme]) => landing(`/${name}/${DEFAULT_EXAM.code}-${DEFAULT_EXAM.examId}`, theme)),
    ...THEMES.map((theme) => landing(landingPath(theme), theme)),
    ...Object.entries(CONTENT).map(([screen, copy]) => ({ path: screenPath(screen as ContentScreen), theme: null, ...copy })),
  ];
}

export function pageHead(page: PrerenderPage, intl: IntlShape): { title: string; description: string } {
  return { title: `${intl.formatMessage(page.title)} · ${SITE_NAME}`, description: intl.formatMessage(page.description) };
}
