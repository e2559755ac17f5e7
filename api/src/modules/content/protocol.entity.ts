// A legal document (privacy policy, user agreement, subscription terms) of one exam in one locale.
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Exam } from '../exam/exam.entity.js';
import { Language } from '../language/language.entity.js';

export enum ProtocolKind {
  PRIVACY = 'privacy',
  AGREEMENT = 'agreement',
  TERMS = 'terms',
}

@Entity()
@Unique({ properties: ['exam', 'kind', 'locale'] })
export class Protocol {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Exam, { deleteRule: 'cascade' })
  exam!: Rel<Exam>;

  @Enum({ items: () => ProtocolKind, nativeEnumName: 'protocol_kind' })
  kind!: ProtocolKind;

  @ManyToOne(() => Language, { fieldName: 'locale' })
  locale!: Rel<Language>;

  /** Version label shown to the user and stored with every consent. */
  @Property({ length: 32 })
  version!: string;

  @Property()
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
