// One sitting of an exam: the answers saved as the person goes, until it is submitted and scored.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Exam } from '../exam/exam.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

export enum AttemptStatus {
  IN_PROGRESS = 'in_progress',
  SUBMITTED = 'submitted',
}

@Entity()
@Index({ properties: ['exam', 'submittedAt'] })
export class Attempt {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Unguessable token that resumes the attempt from a link or another device. */
  @Unique()
  @Property({ length: 64 })
  token!: string;

  @ManyToOne(() => Exam)
  exam!: Rel<Exam>;

  /** The partner whose code started the sitting; only that partner reads its report and orders. */
  @ManyToOne(() => Partner, { nullable: true, index: true })
  partner?: Rel<Partner>;

  @Enum({ items: () => LOCALES, nativeEnumName: 'locale' })
  locale!: Locale;

  @Enum({ items: () => AttemptStatus, nativeEnumName: 'attempt_status', default: AttemptStatus.IN_PROGRESS })
  status: AttemptStatus & Opt = AttemptStatus.IN_PROGRESS;

  /** Question key -> answer value. */
  @Property({ type: 'jsonb' })
  answers: Record<string, number> & Opt = {};

  /** Tracking parameters of the landing link (hl, logid, fbclid, ...). */
  @Property({ type: 'jsonb' })
  tracking: Record<string, string> & Opt = {};

  /** Country code the visitor came from, for the 'your region' counter and the top-10 ranking. */
  @Property({ length: 2, nullable: true })
  country?: string;

  @Property({ length: 254, nullable: true })
  email?: string;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  submittedAt?: Date;
}
