// GraphQL shapes of the member readings: the library (what exists and what the member holds) and one reading.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ReadingKindType {
  PACK = 'pack',
  CHAPTER = 'chapter',
}
registerEnumType(ReadingKindType, { name: 'ReadingKind', description: 'A skill resource pack or an in-depth chapter' });

@ObjectType({ description: 'A pack or chapter in the member library' })
export class LibraryEntry {
  @Field(() => ReadingKindType)
  kind!: ReadingKindType;

  @Field({ description: 'The pack slug or the chapter id (work, love)' })
  id!: string;

  @Field()
  title!: string;

  @Field()
  subtitle!: string;

  @Field()
  summary!: string;

  @Field(() => Int, { nullable: true })
  readingMinutes!: number | null;

  @Field({ description: 'Whether the member holds it now (a plan or an add-on that grants it)' })
  held!: boolean;
}

@ObjectType({ description: 'Every skill pack and in-depth chapter, marked with what the signed-in member holds' })
export class MemberLibrary {
  @Field({ description: 'The locale the entries are written in' })
  locale!: string;

  @Field(() => String, { nullable: true, description: "The member's type the readings are tailored to" })
  readerType!: string | null;

  @Field(() => [LibraryEntry])
  entries!: LibraryEntry[];
}

@ObjectType({ description: 'One block of a reading; which fields are set depends on the kind' })
export class ReadingBlock {
  @Field({ description: 'paragraph, subheading, bullets, steps, exercise or callout' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'paragraph, subheading, callout' })
  text?: string | null;

  @Field(() => [String], { nullable: true, description: 'bullets, steps; an exercise\'s steps' })
  items?: string[] | null;

  @Field(() => String, { nullable: true, description: 'exercise' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "An exercise's closing question" })
  reflection?: string | null;

  @Field(() => String, { nullable: true, description: "A callout's tone: tip or caution" })
  tone?: string | null;
}

@ObjectType()
export class ReadingSection {
  @Field({ description: 'Stable anchor id, the same in every locale' })
  id!: string;

  @Field()
  heading!: string;

  @Field(() => String, { nullable: true, description: 'Whom the section is written for; null when it is for everyone' })
  label!: string | null;

  @Field(() => [ReadingBlock])
  blocks!: ReadingBlock[];
}

@ObjectType({ description: 'A skill pack or an in-depth chapter as the signed-in member reads it, tailored to their type' })
export class Reading {
  @Field(() => ReadingKindType)
  kind!: ReadingKindType;

  @Field()
  id!: string;

  @Field()
  title!: string;

  @Field()
  subtitle!: string;

  @Field({ description: 'What the reading is: skill resource pack, in-depth chapter (in its language)' })
  kicker!: string;

  @Field({ description: 'The locale the text is written in' })
  locale!: string;

  @Field({ description: 'BCP 47 language tag of the text' })
  lang!: string;

  @Field(() => Int, { nullable: true })
  readingMinutes!: number | null;

  @Field(() => String, { nullable: true })
  readerType!: string | null;

  @Field({ description: 'One sentence on how the reading was tailored' })
  tailoring!: string;

  @Field(() => [ReadingSection])
  sections!: ReadingSection[];
}
