// Exams: lookup by id or code and the ordered list of active exams, read from the reference-data cache.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { cachedExam, referenceData, type ExamData } from '../reference/reference-data.js';
import { ExamErrorCode } from './exam.types.js';
import { isDbId } from '../../shared/ids.js';

export async function findExam(em: EntityManager, id: number): Promise<ExamData | null> {
  if (!isDbId(id)) return null;
  return (await cachedExam(em, id)) ?? null;
}

/** The {code}-{examId} segment of the exam's web links (SPEC section 2), e.g. 'BMBTI-1836'. */
export function examSegment(exam: Pick<ExamData, 'code' | 'id'>): string {
  return `${exam.code}-${exam.id}`;
}

/** The error of an exam id that matches nothing (REST paths that cannot even parse one use it too). */
export function examNotFound(id?: number): AppError {
  return new AppError(ExamErrorCode.EXAM_NOT_FOUND, 'not_found', id === undefined ? 'No such exam.' : `No exam with id ${id}.`);
}

export async function requireExam(em: EntityManager, id: number): Promise<ExamData> {
  const exam = await findExam(em, id);
  if (!exam) throw examNotFound(id);
  return exam;
}

export async function listExams(em: EntityManager): Promise<ExamData[]> {
  return [...(await referenceData(em)).exams.values()].filter((exam) => exam.active).sort((a, b) => a.position - b.position);
}
