// A help-centre article of one exam in one locale.
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Exam } from '../exam/exam.entity.js';
import { Language } from '../language/language.entity.js';

@Entity()
@Unique({ properties: ['exam', 'slug', 'locale'] })
@Index({ properties: ['exam', 'locale', 'position'] })
export class HelpArticle {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Exam, { deleteRule: 'cascade' })
  exam!: Rel<Exam>;

  /** Same slug in every locale, so a link can switch language and keep the article. */
  @Property({ length: 80 })
  slug!: string;

  @ManyToOne(() => Language, { fieldName: 'locale' })
  locale!: Rel<Language>;

  @Property()
  position!: number;

  @Property()
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
