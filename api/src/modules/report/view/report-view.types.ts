// GraphQL shape of a composed in-depth report document, mirroring compose/report-document.ts.
import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class ReportRange {
  @Field(() => Float)
  low!: number;

  @Field(() => Float)
  high!: number;
}

@ObjectType()
export class ReportScale {
  @Field(() => Float, { description: 'Toward the first pole, 0-100' })
  score!: number;

  @Field(() => Float)
  low!: number;

  @Field(() => Float)
  high!: number;
}

@ObjectType()
export class ReportPole {
  @Field()
  letter!: string;

  @Field()
  name!: string;
}

@ObjectType({ description: 'One row of the dimension table' })
export class ReportDimension {
  @Field()
  indicator!: string;

  @Field()
  name!: string;

  @Field(() => [ReportPole], { description: 'First pole (E, S, T, J, A), then the second' })
  poles!: ReportPole[];

  @Field()
  letter!: string;

  @Field()
  poleName!: string;

  @Field(() => Int, { description: 'Percent toward the person\'s letter, 50-100' })
  score!: number;

  @Field(() => ReportRange, { description: 'The 90% band on the same scale as score (the reference range)' })
  range!: ReportRange;

  @Field(() => ReportScale, { description: 'Unrounded score and band toward the first pole, for drawing' })
  scale!: ReportScale;

  @Field()
  clarity!: string;

  @Field()
  clarityLabel!: string;

  @Field({ description: 'Quick interpretation' })
  interpretation!: string;

  @Field(() => String, { nullable: true, description: 'Why the letter is borderline; null when it is not' })
  borderline?: string | null;
}

@ObjectType({ description: 'A paragraph, heading or list of a report section' })
export class ReportBlock {
  @Field({ description: 'paragraph, heading, list or dimensions (the dimension table)' })
  kind!: string;

  @Field(() => String, { nullable: true })
  text?: string;

  @Field(() => String, { nullable: true, description: 'note for a paragraph set apart' })
  tone?: string;

  @Field(() => [String], { nullable: true })
  items?: string[];

  @Field(() => Boolean, { nullable: true })
  ordered?: boolean;
}

@ObjectType()
export class ReportSectionView {
  @Field({ description: 'basic-profile, dimension-analysis, personal-growth, ...' })
  id!: string;

  @Field()
  title!: string;

  @Field(() => [ReportBlock])
  blocks!: ReportBlock[];
}

@ObjectType()
export class ReportPopulation {
  @Field()
  label!: string;

  @Field(() => Float)
  percent!: number;

  @Field()
  text!: string;
}

@ObjectType()
export class ReportTypeView {
  @Field()
  code!: string;

  @Field()
  fullCode!: string;

  @Field()
  identity!: string;

  @Field()
  identityLine!: string;

  @Field()
  title!: string;

  @Field()
  summary!: string;
}

@ObjectType()
export class ReportSecondaryType {
  @Field()
  code!: string;

  @Field()
  title!: string;

  @Field()
  line!: string;
}

@ObjectType()
export class ReportBasics {
  @Field()
  heading!: string;

  @Field(() => [ReportPopulation])
  population!: ReportPopulation[];

  @Field()
  populationSource!: string;

  @Field()
  keywordsLabel!: string;

  @Field(() => [String])
  keywords!: string[];

  @Field()
  famousPeopleLabel!: string;

  @Field(() => [String])
  famousPeople!: string[];
}

@ObjectType()
export class ReportTableLabels {
  @Field()
  dimension!: string;

  @Field()
  score!: string;

  @Field()
  range!: string;

  @Field()
  interpretation!: string;

  @Field()
  borderline!: string;
}

@ObjectType('ReportDocument', { description: 'The in-depth report, composed in one locale from the person\'s own scores' })
export class ReportDocumentView {
  @Field()
  locale!: string;

  @Field({ description: 'BCP 47 tag of the locale' })
  lang!: string;

  @Field()
  title!: string;

  @Field()
  kicker!: string;

  @Field(() => ReportTypeView)
  type!: ReportTypeView;

  @Field(() => ReportSecondaryType, { nullable: true })
  secondary?: ReportSecondaryType | null;

  @Field(() => ReportBasics)
  basics!: ReportBasics;

  @Field(() => [ReportDimension])
  dimensions!: ReportDimension[];

  @Field(() => [ReportSectionView], { description: 'The sections in SPEC order' })
  sections!: ReportSectionView[];

  @Field(() => ReportTableLabels)
  tableLabels!: ReportTableLabels;

  @Field({ description: 'Relative URL of the PDF of this report in this locale' })
  pdfUrl!: string;
}
