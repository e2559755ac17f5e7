// A person's report: the free result of a sitting, made the in-depth report once something pays for it. Only the report
// module writes this table (report.service.ts); its state machine is report.state.ts.
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Attempt } from '../attempt/attempt.entity.js';
import { Exam } from '../exam/exam.entity.js';
import { Order } from '../order/order.entity.js';
import { User } from '../user/user.entity.js';
import { ReportState } from './report.state.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

export { ReportStatus } from './report.state.js';

@Entity()
@Index({ properties: ['email'] })
@Index({ properties: ['state', 'unlockedAt'] })
// A payment finds the reports it waits for and unlocks by sitting, holder and order: without these, each of those
// statements read every report in the state it asked for (all free results, say), a cost growing with the table.
@Index({ properties: ['attempt'] })
@Index({ properties: ['user'] })
@Index({ properties: ['order'] })
export class Report {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Unguessable token that opens the report; never derived from the order number or email. */
  @Unique()
  @Property({ length: 64 })
  token!: string;

  @ManyToOne(() => Exam)
  exam!: Rel<Exam>;

  @ManyToOne(() => Attempt, { nullable: true })
  attempt?: Rel<Attempt>;

  @ManyToOne(() => Order, { nullable: true })
  order?: Rel<Order>;

  @ManyToOne(() => User, { nullable: true })
  user?: Rel<User>;

  @Property({ length: 254, nullable: true })
  email?: string;

  @Enum({ items: () => ReportState, nativeEnumName: 'report_state', default: ReportState.FREE })
  state: ReportState & Opt = ReportState.FREE;

  /** When a payment or a plan unlocked it (the report-generate job's queue order). */
  @Property({ columnType: 'timestamptz', nullable: true })
  unlockedAt?: Date;

  /** Tries of the report-generate job that failed since the unlock. */
  @Property({ type: 'smallint', default: 0 })
  generationFailures: number & Opt = 0;

  @Property({ columnType: 'timestamptz', nullable: true })
  revokedAt?: Date;

  @Enum({ items: () => LOCALES, nativeEnumName: 'locale' })
  locale!: Locale;

  /** Result type such as 'INTJ-A' (personality) or null before scoring. */
  @Property({ length: 16, nullable: true })
  typeCode?: string;

  /** Scores per indicator with bands and flags, as computed by the scoring module. */
  @Property({ type: 'jsonb', nullable: true })
  scores?: Record<string, unknown>;

  /** How accurate the person found their result, 1 to 5; feeds the published user-rated accuracy. */
  @Property({ type: 'smallint', nullable: true })
  accuracyRating?: number;

  @Property({ columnType: 'timestamptz', nullable: true })
  ratedAt?: Date;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  completedAt?: Date;
}
