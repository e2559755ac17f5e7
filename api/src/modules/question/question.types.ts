// GraphQL shape of a question: the text in the requested locale, never the answer key of an IQ item.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { pick, type Locale } from '../../shared/locale.js';
import { Indicator, KeyedPole } from './question.entity.js';
import type { QuestionData } from '../reference/reference-data.js';
import type { LocalizedQuestion } from './question.service.js';

registerEnumType(Indicator, { name: 'Indicator', description: 'The five personality indicators' });
registerEnumType(KeyedPole, {
  name: 'KeyedPole',
  description: 'The pole agreement points to: FIRST = E, S, T, J, A; SECOND = I, N, F, P, T (turbulent)',
});

@ObjectType('Question', { description: 'One item of an exam' })
export class QuestionType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'Stable item key; answers are saved against it' })
  key!: string;

  @Field(() => Int, { description: 'Questionnaire part, 1 to 3' })
  part!: number;

  @Field(() => Int, { description: 'Presentation order within the exam' })
  position!: number;

  @Field(() => Indicator, { nullable: true })
  indicator?: Indicator;

  @Field(() => KeyedPole, { nullable: true })
  keyed?: KeyedPole;

  @Field({ description: 'The statement or prompt in the requested locale' })
  text!: string;

  @Field({ description: 'Locale of text' })
  locale!: string;
}

/** From a question with all its locales to the GraphQL shape in one locale. */
export function toQuestionType(question: Pick<QuestionData, 'id' | 'key' | 'part' | 'position' | 'indicator' | 'keyed' | 'texts'>, locale: Locale): QuestionType {
  const { id, key, part, position } = question;
  const text = pick(question.texts, locale) ?? '';
  return fromLocalizedQuestion({ id, key, part, position, indicator: question.indicator ?? null, keyed: question.keyed ?? null, text }, locale);
}

export function fromLocalizedQuestion(question: LocalizedQuestion, locale: Locale): QuestionType {
  return {
    id: question.id,
    key: question.key,
    part: question.part,
    position: question.position,
    indicator: question.indicator ?? undefined,
    keyed: question.keyed ?? undefined,
    text: question.text ?? '',
    locale,
  };
}
