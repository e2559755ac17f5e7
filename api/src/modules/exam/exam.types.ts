// GraphQL shape of an exam and the exam module's error codes.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Localized } from '../../shared/locale.js';
import { ExamKind, type Exam } from './exam.entity.js';

export enum ExamErrorCode {
  EXAM_NOT_FOUND = 'EXAM_NOT_FOUND',
}

registerEnumType(ExamKind, { name: 'ExamKind', description: 'What an exam measures' });

@ObjectType('Exam', { description: 'A test a visitor can take' })
export class ExamType {
  @Field(() => Int, { description: 'Public id carried in links as {code}-{examId}' })
  id!: number;

  @Field({ description: 'Short code such as BMBTI' })
  code!: string;

  @Field(() => ExamKind)
  kind!: ExamKind;

  @Field(() => Int, { description: 'Typical minutes to complete' })
  durationMinutes!: number;

  // Resolved per locale by field resolvers.
  titles!: Localized;
  descriptions!: Localized;
}

export function toExamType(exam: Exam): ExamType {
  return Object.assign(new ExamType(), {
    id: exam.id,
    code: exam.code,
    kind: exam.kind,
    durationMinutes: exam.durationMinutes,
    titles: exam.titles,
    descriptions: exam.descriptions,
  });
}
