// Messages of the landing pages: call to action, price, test time, counters, claims and how it works.
import { defineMessage, defineMessages } from 'react-intl';

export const ctaMessages = {
  ...defineMessages({
    takeTest: { id: 'landing.cta.takeTest', defaultMessage: 'Take the free test', description: 'Main call-to-action button that starts the personality test' },
    priceFree: { id: 'landing.cta.priceFree', defaultMessage: 'Free result, no payment needed', description: 'Shown instead of the report price when no paid report is offered' },
    priceLoading: { id: 'landing.cta.priceLoading', defaultMessage: 'Checking the report price…', description: 'Shown while the report price loads' },
    finalTitle: { id: 'landing.final.title', defaultMessage: 'Ready to meet your type?', description: 'Heading of the closing call-to-action band' },
    finalText: {
      id: 'landing.final.text',
      defaultMessage: 'Answer honestly, not ideally: there are no right or wrong answers.',
      description: 'Text of the closing call-to-action band',
    },
  }),
  price: defineMessage<{ price: string }>({
    id: 'landing.cta.price',
    defaultMessage: 'Free result; in-depth report from {price}',
    description: 'Price shown before the test; price is the lowest in-depth report price, formatted in the visitor currency',
  }),
  duration: defineMessage<{ minutes: number }>({ id: 'landing.cta.duration', defaultMessage: 'Takes about {minutes} minutes', description: 'Test length; minutes is 10 or 15' }),
};

export const statsMessages = {
  ...defineMessages({
    title: { id: 'landing.stats.title', defaultMessage: 'Live on Mindprint', description: 'Heading of the live counters section' },
    note: {
      id: 'landing.stats.note',
      defaultMessage: 'Counted from tests completed on this site; “today” starts at midnight UTC.',
      description: 'Explains where the live counters come from',
    },
    today: { id: 'landing.stats.today', defaultMessage: 'Completed today', description: 'Label of the tests-completed-today counter' },
    todayEmpty: { id: 'landing.stats.todayEmpty', defaultMessage: 'None yet today: yours could be the first', description: 'Shown when no test was completed today' },
    regionUnknown: { id: 'landing.stats.regionUnknown', defaultMessage: 'Today in your region', description: 'Label of the region counter when the region is unknown' },
    regionEmpty: { id: 'landing.stats.regionEmpty', defaultMessage: 'No tests yet today', description: 'Shown when no test was completed today in the visitor region' },
    total: { id: 'landing.stats.total', defaultMessage: 'Tests completed in total', description: 'Label of the all-time counter' },
    totalEmpty: { id: 'landing.stats.totalEmpty', defaultMessage: 'No completed tests yet', description: 'Shown when no test was ever completed' },
    accuracy: { id: 'landing.stats.accuracy', defaultMessage: 'User-rated accuracy', description: 'Label of the average accuracy rating counter' },
    accuracyEmpty: { id: 'landing.stats.accuracyEmpty', defaultMessage: 'No ratings yet', description: 'Shown when nobody has rated the accuracy of a result yet' },
  }),
  region: defineMessage<{ region: string }>({ id: 'landing.stats.region', defaultMessage: 'Today in {region}', description: 'Label of the counter for the visitor region; region is a country name' }),
  accuracyValue: defineMessage<{ rating: string }>({ id: 'landing.stats.accuracyValue', defaultMessage: '{rating} / 5', description: 'Average rating out of 5, e.g. 4.6 / 5' }),
  accuracyCount: defineMessage<{ count: number }>({
    id: 'landing.stats.accuracyCount',
    defaultMessage: '{count, plural, one {from # rating} other {from # ratings}}',
    description: 'How many ratings the average comes from',
  }),
};

export const claimMessages = {
  ...defineMessages({
    title: { id: 'landing.claims.title', defaultMessage: 'Why people choose Mindprint', description: 'Heading of the section with product claims' },
    accuracy: { id: 'landing.claims.accuracy', defaultMessage: 'accuracy', description: 'Label under the configured accuracy figure, e.g. ~80%' },
    users: { id: 'landing.claims.users', defaultMessage: 'users', description: 'Label under the configured user count, e.g. 30,000+' },
    rating: { id: 'landing.claims.rating', defaultMessage: 'average rating out of 5', description: 'Label under the configured average rating, e.g. 4.7' },
    monthly: { id: 'landing.claims.monthly', defaultMessage: 'tests taken in the last 30 days', description: 'Label under the configured 30-day test count' },
    reviewerTitle: { id: 'landing.claims.reviewer.title', defaultMessage: 'Clinically reviewed', description: 'Title of the clinical reviewer credit' },
    indicatorsTitle: { id: 'landing.claims.indicators.title', defaultMessage: 'Five key indicators', description: 'Title of the five personality indicators claim' },
    indicatorsText: {
      id: 'landing.claims.indicators.text',
      defaultMessage: 'Energy, information, decisions, structure and identity, each with a score and a confidence band.',
      description: 'Explains the five key personality indicators',
    },
    packsTitle: { id: 'landing.claims.packs.title', defaultMessage: '12 skill resource packs', description: 'Title of the skill packs claim' },
    packsText: {
      id: 'landing.claims.packs.text',
      defaultMessage: 'Practical guides for work, relationships and growth, continuously updated.',
      description: 'Explains the 12 skill resource packs',
    },
    rankingTitle: { id: 'landing.claims.ranking.title', defaultMessage: 'Top 10 countries ranking', description: 'Title of the country ranking claim' },
    rankingText: {
      id: 'landing.claims.ranking.text',
      defaultMessage: 'See how your type is spread across the ten countries where the test is taken most.',
      description: 'Explains the top 10 countries ranking in the report',
    },
  }),
  source: defineMessage<{ source: string; date: string }>({
    id: 'landing.claims.source', defaultMessage: 'Source: {source}, {date}', description: 'Under a marketing figure: where it comes from and the date it was true on',
  }),
  about: defineMessage<{ value: string }>({ id: 'landing.claims.about', defaultMessage: 'about {value}', description: 'Screen-reader text for an approximate figure such as ~80%' }),
  reviewerText: defineMessage<{ date: string }>({
    id: 'landing.claims.reviewer.text',
    defaultMessage: 'Questions and report content reviewed by a clinical psychologist on {date}.',
    description: 'Clinical reviewer credit; date is 22 March 2023 in the local format',
  }),
};

export const answerStepMessages = {
  text: defineMessage<{ notAtAll: string; veryMuch: string }>({
    id: 'landing.steps.answer.text',
    defaultMessage: 'Three short parts. Say how much each statement sounds like you, from “{notAtAll}” to “{veryMuch}”.',
    description: 'Step 1 text; notAtAll and veryMuch are the scale anchors of the questionnaire (scale.anchor.*), inserted as written there',
  }),
};

export const stepsMessages = defineMessages({
  title: { id: 'landing.steps.title', defaultMessage: 'How it works', description: 'Heading of the three-step explanation' },
  answerTitle: { id: 'landing.steps.answer.title', defaultMessage: 'Answer 60 statements', description: 'Step 1 title' },
  resultTitle: { id: 'landing.steps.result.title', defaultMessage: 'Get your free result', description: 'Step 2 title' },
  resultText: {
    id: 'landing.steps.result.text',
    defaultMessage: 'Your four-letter type and your scores on the five indicators, free and without an account.',
    description: 'Step 2 text',
  },
  reportTitle: { id: 'landing.steps.report.title', defaultMessage: 'Go deeper if you wish', description: 'Step 3 title' },
  reportText: {
    id: 'landing.steps.report.text',
    defaultMessage: 'An optional in-depth report on growth, career and relationships. The price is always shown before you pay.',
    description: 'Step 3 text',
  },
});
