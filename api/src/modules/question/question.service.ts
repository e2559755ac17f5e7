// Questions of an exam in presentation order, one by one or batched for many exams at once.
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { requireExam } from '../exam/exam.service.js';
import { Question } from './question.entity.js';

export async function listQuestions(em: EntityManager, examId: number): Promise<Question[]> {
  const questions = await em.find(Question, { exam: examId }, { orderBy: { position: 'asc' } });
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
