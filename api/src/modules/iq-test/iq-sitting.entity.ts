// The server's copy of one IQ sitting: the adaptive test's whole state (items shown, option orders, answers, clock),
// next to the attempt it belongs to. The browser only ever sees the question on screen.
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Attempt } from '../attempt/attempt.entity.js';

@Entity()
export class IqSitting {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @OneToOne(() => Attempt, { owner: true, unique: true, deleteRule: 'cascade' })
  attempt!: Rel<Attempt>;

  @Property({ length: 40 })
  calibrationId!: string;

  /** The IQ core's SittingState. */
  @Property({ type: 'jsonb' })
  state!: Record<string, unknown>;

  @Property({ columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ columnType: 'timestamptz', nullable: true })
  finishedAt?: Date;
}
