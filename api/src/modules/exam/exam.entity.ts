// An exam a visitor can take: the personality questionnaire or the IQ test.
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import type { Localized } from '../../shared/locale.js';

export enum ExamKind {
  PERSONALITY = 'personality',
  IQ = 'iq',
}

@Entity()
export class Exam {
  /** Public exam id carried in links as {code}-{examId}, e.g. 1836. */
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Unique()
  @Property({ length: 32 })
  code!: string;

  @Enum({ items: () => ExamKind, nativeEnumName: 'exam_kind' })
  kind!: ExamKind;

  @Property({ type: 'jsonb' })
  titles!: Localized;

  @Property({ type: 'jsonb' })
  descriptions!: Localized;

  /** Typical time to complete, shown before the test starts. */
  @Property()
  durationMinutes!: number;

  @Property({ default: true })
  active: boolean & Opt = true;

  @Property()
  position!: number;
}
