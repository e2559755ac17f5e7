// One item of an exam: a personality statement (indicator + keyed pole) or an IQ matrix item (stimulus + answer).
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import type { Localized } from '../../shared/locale.js';
import { Exam } from '../exam/exam.entity.js';

/** The five indicators the personality questionnaire measures. */
export enum Indicator {
  EI = 'EI',
  SN = 'SN',
  TF = 'TF',
  JP = 'JP',
  AT = 'AT',
}

/** Which pole of its indicator agreeing with the statement points to: first = E/S/T/J/A, second = I/N/F/P/T. */
export enum KeyedPole {
  FIRST = 'first',
  SECOND = 'second',
}

@Entity()
@Unique({ properties: ['exam', 'key'] })
@Index({ properties: ['exam', 'part', 'position'] })
export class Question {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Exam, { deleteRule: 'cascade' })
  exam!: Rel<Exam>;

  /** Stable item key (e.g. 'EI-03'); answers are stored against it, so it never changes once published. */
  @Property({ length: 32 })
  key!: string;

  /** Questionnaire part, 1 to 3. */
  @Property({ type: 'smallint' })
  part!: number;

  /** Presentation order within the exam. */
  @Property()
  position!: number;

  @Enum({ items: () => Indicator, nativeEnumName: 'indicator', nullable: true })
  indicator?: Indicator;

  @Enum({ items: () => KeyedPole, nativeEnumName: 'keyed_pole', nullable: true })
  keyed?: KeyedPole;

  @Property({ type: 'jsonb' })
  texts!: Localized;

  /** IQ items: the matrix definition the client draws; null for statements. */
  @Property({ type: 'jsonb', nullable: true })
  stimulus?: Record<string, unknown>;

  /** IQ items: index of the correct option; null for statements. */
  @Property({ type: 'smallint', nullable: true })
  correctOption?: number;
}
