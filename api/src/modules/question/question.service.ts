// Questions of an exam in presentation order, one by one or batched for many exams at once.
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { pick, type Locale } from '../../shared/locale.js';
import { requireExam } from '../exam/exam.service.js';
import { cachedQuestions, referenceData, type QuestionData } from '../reference/reference-data.js';
import type { Indicator, KeyedPole } from './question.entity.js';
import { isDbId } from '../../shared/ids.js';

/** A question with its text in one locale, never an entity: the hottest read of the product. */
export interface LocalizedQuestion {
  id: number;
  key: string;
  part: number;
  position: number;
  indicator: Indicator | null;
  keyed: KeyedPole | null;
  text: string;
}

/** What listQuestions answers, as SQL (the EN fallback included): bench/questions.ts runs it raw beside the API. */
export const LIST_QUESTIONS_SQL = `select id, key, part, position, indicator, keyed, coalesce(texts->>?, texts->>'EN') as text
  from question where exam_id = ? order by position`;

/** Per cached question list, its localized views: built once per locale, not per request. */
const localizedViews = new WeakMap<readonly QuestionData[], Map<Locale, readonly LocalizedQuestion[]>>();

function localized(questions: readonly QuestionData[], locale: Locale): readonly LocalizedQuestion[] {
  let byLocale = localizedViews.get(questions);
  if (!byLocale) localizedViews.set(questions, byLocale = new Map());
  let views = byLocale.get(locale);
  if (!views) {
    views = Object.freeze(questions.map((question) => Object.freeze({
      id: question.id,
      key: question.key,
      part: question.part,
      position: question.position,
      indicator: question.indicator ?? null,
      keyed: question.keyed ?? null,
      text: pick(question.texts, locale) ?? '',
    })));
    byLocale.set(locale, views);
  }
  return views;
}

/** An exam's questions in one locale, from the reference-data cache (LIST_QUESTIONS_SQL says what they are). */
export async function listQuestions(em: EntityManager, examId: number, locale: Locale): Promise<readonly LocalizedQuestion[]> {
  const questions = isDbId(examId) ? await cachedQuestions(em, examId) : [];
  // Only an empty list needs the second look: it tells an exam without questions from an unknown exam.
  if (questions.length === 0) await requireExam(em, examId);
  return localized(questions, locale);
}

/** The questions of every exam asked for in the same request (reference data: no query once cached). */
export function createQuestionsByExamLoader(em: EntityManager): DataLoader<number, readonly QuestionData[]> {
  return new DataLoader(async (examIds) => {
    const { questionsByExam } = await referenceData(em);
    return examIds.map((id) => questionsByExam.get(id) ?? []);
  });
}
