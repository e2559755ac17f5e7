// Questions of an exam in presentation order, one by one or batched for many exams at once.
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Locale } from '../../shared/locale.js';
import { requireExam } from '../exam/exam.service.js';
import { Question, type Indicator, type KeyedPole } from './question.entity.js';
import { isDbId } from '../../shared/ids.js';

/** A question with its text in one locale, read without building entities: the hottest read of the product. */
export interface LocalizedQuestion {
  id: number;
  key: string;
  part: number;
  position: number;
  indicator: Indicator | null;
  keyed: KeyedPole | null;
  text: string;
}

/** The SQL of listQuestions; bench/questions.ts runs the same statement raw. */
export const LIST_QUESTIONS_SQL = `select id, key, part, position, indicator, keyed, coalesce(texts->>?, texts->>'EN') as text
  from question where exam_id = ? order by position`;

export async function listQuestions(em: EntityManager, examId: number, locale: Locale): Promise<LocalizedQuestion[]> {
  const questions = isDbId(examId)
    ? await em.getConnection().execute<LocalizedQuestion[]>(LIST_QUESTIONS_SQL, [locale, examId])
    : [];
  // Only an empty list needs the second look: it tells an exam without questions from an unknown exam.
  if (questions.length === 0) await requireExam(em, examId);
  return questions;
}

/** One query for the questions of every exam asked for in the same request. */
export function createQuestionsByExamLoader(em: EntityManager): DataLoader<number, Question[]> {
  return new DataLoader(async (examIds) => {
    const questions = await em.find(Question, { exam: { $in: [...examIds] } }, { orderBy: { position: 'asc' } });
    const byExam = new Map<number, Question[]>(examIds.map((id) => [id, []]));
    for (const question of questions) byExam.get(question.exam.id)?.push(question);
    return examIds.map((id) => byExam.get(id) ?? []);
  });
}
