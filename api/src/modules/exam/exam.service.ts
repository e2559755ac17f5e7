// Exams: lookup by id or code and the ordered list of active exams.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { Exam } from './exam.entity.js';
import { ExamErrorCode } from './exam.types.js';

const MAX_EXAM_ID = 2_147_483_647;

export async function findExam(em: EntityManager, id: number): Promise<Exam | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_EXAM_ID) return null;
  return em.findOne(Exam, { id, active: true });
}

export async function requireExam(em: EntityManager, id: number): Promise<Exam> {
  const exam = await findExam(em, id);
  if (!exam) throw new AppError(ExamErrorCode.EXAM_NOT_FOUND, 'not_found', `No exam with id ${id}.`);
  return exam;
}

export function listExams(em: EntityManager): Promise<Exam[]> {
  return em.find(Exam, { active: true }, { orderBy: { position: 'asc' } });
}
