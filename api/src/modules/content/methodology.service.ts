// The methodology page in one locale. Its text lives with the item bank and scoring it describes (seed data files),
// versioned with them, so it is read from code rather than from a table.
import type { EntityManager } from '@mikro-orm/postgresql';
import { PERSONALITY_EXAM_ID } from '../../db/seed/data/catalog.js';
import { METHODOLOGY_UPDATED, methodologySections, methodologySummary, methodologyTitle } from '../../db/seed/data/methodology.js';
import type { Locale } from '../../shared/locale.js';
import { requireExam } from '../exam/exam.service.js';
import { MethodologySectionType, MethodologyType } from './methodology.types.js';

export async function methodology(em: EntityManager, examId: number, locale: Locale): Promise<MethodologyType> {
  await requireExam(em, examId);
  return Object.assign(new MethodologyType(), {
    locale,
    title: methodologyTitle[locale],
    summary: methodologySummary[locale],
    updated: METHODOLOGY_UPDATED,
    sections: methodologySections.map((section) =>
      Object.assign(new MethodologySectionType(), { id: section.id, title: section.title[locale], body: section.body[locale] })),
    questionnaireExamId: PERSONALITY_EXAM_ID,
  });
}
