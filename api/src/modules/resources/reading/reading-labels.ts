// The few words around the paid reading that the content files do not carry: the headings inside a chapter module, the
// kicker and page footer of the PDF, and the note on whom a reading is tailored to. From the server's ICU catalogue.
import { translator } from '../../../i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';

export interface ReadingLabels {
  packKicker: string;
  chapterKicker: string;
  introduction: string;
  brings: string;
  costs: string;
  practices: string;
  scenario: string;
  ownPractices: string;
  checkIn: string;
  footer: string;
}

export function readingLabels(locale: Locale): ReadingLabels {
  const t = translator(locale);
  return {
    packKicker: t('reading.packKicker'), chapterKicker: t('reading.chapterKicker'), introduction: t('reading.introduction'),
    brings: t('reading.brings'), costs: t('reading.costs'), practices: t('reading.practices'), scenario: t('reading.scenario'),
    ownPractices: t('reading.ownPractices'), checkIn: t('reading.checkIn'), footer: t('reading.footer'),
  };
}

/** One sentence on how the reading was tailored: to the reader's type, or not yet (every variant shown). */
export function tailoringNote(locale: Locale, readerType: string | null): string {
  const t = translator(locale);
  return readerType ? t('reading.tailoredFor', { type: readerType }) : t('reading.untailored');
}
