// Messages of the published reliability under the report's result analysis: the figures a reader checks our claims by.
import { defineMessage, defineMessages } from 'react-intl';

export const reliabilityMessages = {
  ...defineMessages({
    title: {
      id: 'report.reliability.title',
      defaultMessage: 'How reliable is this test',
      description: 'Small heading above the published reliability figures in the result analysis section of the report',
    },
    indicator: { id: 'report.reliability.indicator', defaultMessage: 'Indicator', description: 'Column heading of the reliability table: the personality indicator (dimension)' },
    alpha: { id: 'report.reliability.alpha', defaultMessage: 'Cronbach’s alpha', description: 'Column heading of the reliability table: the internal-consistency figure, a number up to 1' },
    caption: {
      id: 'report.reliability.caption',
      defaultMessage: 'Internal consistency of each indicator',
      description: 'Caption of the reliability table, read by screen readers',
    },
    tooFew: {
      id: 'report.reliability.tooFew',
      defaultMessage: 'Not enough completed tests yet',
      description: 'In the alpha column when too few people answered every question of this indicator to publish a figure',
    },
    hint: {
      id: 'report.reliability.hint',
      defaultMessage: 'Alpha runs up to 1: the higher it is, the more consistently the questions of an indicator measure the same thing. 0.7 or more is considered good.',
      description: 'Plain-language reading of Cronbach’s alpha under the reliability figures',
    },
  }),
  intro: defineMessage<{ count: number }>({
    id: 'report.reliability.intro',
    defaultMessage: 'Internal consistency (Cronbach’s alpha) per indicator, computed from {count, plural, one {# completed test} other {# completed tests}} and updated every few minutes.',
    description: 'Line above the reliability table; count is the number of completed tests with every question answered',
  }),
  pending: defineMessage<{ minimum: number; count: number }>({
    id: 'report.reliability.pending',
    defaultMessage: 'We publish these figures once {minimum} people have answered every question; {count, plural, one {# has} other {# have}} so far.',
    description: 'Shown instead of the reliability table while too few tests are complete; minimum is 30, count those so far',
  }),
};
