// Messages of the free result page.
import { defineMessage, defineMessages } from 'react-intl';

export const resultMessages = {
  ...defineMessages({
    tabTitle: { id: 'result.tabTitle', defaultMessage: 'Your free result', description: 'Browser tab title of the free result page' },
    eyebrow: { id: 'result.eyebrow', defaultMessage: 'Your free result', description: 'Small label above the personality type on the free result page' },
    aboutTitle: { id: 'result.about.title', defaultMessage: 'About your type', description: 'Heading of the type description' },
    indicatorsTitle: { id: 'result.indicators.title', defaultMessage: 'Your five indicators', description: 'Heading of the five indicator bars' },
    indicatorsIntro: {
      id: 'result.indicators.intro',
      defaultMessage: 'Each bar shows where your answers place you between two poles. The shaded band is the 90% confidence range: where your score most likely lies.',
      description: 'Explanation above the indicator bars',
    },
    borderline: { id: 'result.borderline', defaultMessage: 'Borderline', description: 'Flag on an indicator whose confidence range crosses the middle' },
    borderlineText: {
      id: 'result.borderline.text',
      defaultMessage: 'The range crosses the middle, so your answers do not settle this letter: both sides may fit you.',
      description: 'One-line explanation under a borderline indicator',
    },
    keywordsTitle: { id: 'result.keywords.title', defaultMessage: 'Keywords', description: 'Heading of the keywords of the type' },
    populationOverall: { id: 'result.population.overall', defaultMessage: 'Overall', description: 'Population share of the type among everyone' },
    populationMale: { id: 'result.population.male', defaultMessage: 'Men', description: 'Population share of the type among men' },
    populationFemale: { id: 'result.population.female', defaultMessage: 'Women', description: 'Population share of the type among women' },
    populationSource: {
      id: 'result.population.source',
      defaultMessage: 'Source: MBTI Manual, US national sample (Myers et al., 1998).',
      description: 'Source of the population shares; keep the reference as it is',
    },
    freeTitle: { id: 'result.free.title', defaultMessage: 'Your free result stays free', description: 'Heading of the note about the free result' },
    freeText: {
      id: 'result.free.text',
      defaultMessage: 'You never pay to see this result: keep this page’s link to come back to it any time. If you want to go further, the in-depth report covers personal growth, career and relationships.',
      description: 'Honest note that the free result is always free, before the link to the paid report',
    },
    offer: { id: 'result.free.offer', defaultMessage: 'See the in-depth report', description: 'Link to the offer of the paid in-depth report' },
    allTypes: { id: 'result.allTypes', defaultMessage: 'Compare with all 16 types', description: 'Link to the page listing the 16 personality types' },
    notFoundTitle: { id: 'result.notFound.title', defaultMessage: 'We could not find this result', description: 'Heading when the result link is unknown' },
    notFoundText: {
      id: 'result.notFound.text',
      defaultMessage: 'The link may be incomplete. Open the link from your email, or take the test again.',
      description: 'Explanation when the result link is unknown',
    },
    takeTest: { id: 'result.takeTest', defaultMessage: 'Take the test', description: 'Button to start the test from an unknown result link' },
  }),
  populationTitle: defineMessage<{ code: string }>({
    id: 'result.population.title', defaultMessage: 'How common is {code}?', description: 'Heading of the population shares; code is the type, e.g. INTJ',
  }),
  famousTitle: defineMessage<{ code: string }>({
    id: 'result.famous.title', defaultMessage: 'Famous people often described as {code}', description: 'Heading of the famous people list; code is the type',
  }),
  secondaryTitle: defineMessage<{ code: string }>({
    id: 'result.secondary.title', defaultMessage: 'Also close to you: {code}', description: 'Heading of the secondary type; code is a type such as INTP',
  }),
  secondaryText: defineMessage<{ code: string; title: string }>({
    id: 'result.secondary.text',
    defaultMessage: 'Your least settled letter could go either way, so {code}, {title}, may describe you too.',
    description: 'Explanation of the secondary type; title is its name such as The Architect',
  }),
};

export const indicatorTextMessages = {
  percent: defineMessage<{ percent: number; pole: string }>({
    id: 'result.indicator.percent', defaultMessage: '{percent}% {pole}', description: 'Score toward a pole, e.g. 67% Inward (I)',
  }),
  band: defineMessage<{ low: number; high: number }>({
    id: 'result.indicator.band', defaultMessage: '90% range: {low}–{high}%', description: 'Confidence range of the score, in the same direction as the score',
  }),
};
