// Exams: lookup by id or code and the ordered list of active exams.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { Exam } from './exam.entity.js';
import { ExamErrorCode } from './exam.types.js';
import { isDbId } from '../../shared/ids.js';

export async function findExam(em: EntityManager, id: number): Promise<Exam | null> {
  if (!isDbId(id)) return null;
  return em.findOne(Exam, { id, active: true });
}

/** The {code}-{examId} segment of the exam's web links (SPEC section 2), e.g. 'BMBTI-1836'. */
export function examSegment(exam: Pick<Exam, 'code' | 'id'>): string {
  return `${exam.code}-${exam.id}`;
}

/** The error of an exam id that matches nothing (REST paths that cannot even parse one use it too). */
export function examNotFound(id?: number): AppError {
  return new AppError(ExamErrorCode.EXAM_NOT_FOUND, 'not_found', id === undefined ? 'No such exam.' : `No exam with id ${id}.`);
}

export async function requireExam(em: EntityManager, id: number): Promise<Exam> {
  const exam = await findExam(em, id);
  if (!exam) throw examNotFound(id);
  return exam;
}

export function listExams(em: EntityManager): Promise<Exam[]> {
  return em.find(Exam, { active: true }, { orderBy: { position: 'asc' } });
}
