// Messages of the methodology page: its frame, and the live and simulated reliability tables under 'Reliability'.
import { defineMessage, defineMessages } from 'react-intl';

export const methodologyMessages = defineMessages({
  tabTitle: { id: 'methodology.tabTitle', defaultMessage: 'Methodology', description: 'Browser tab title of the methodology page while its text loads' },
  contents: { id: 'methodology.contents', defaultMessage: 'On this page', description: 'Accessible name of the list of sections at the top of the methodology page' },
  liveTitle: { id: 'methodology.live.title', defaultMessage: 'Reliability from real answers', description: 'Heading of the table of Cronbach’s alpha computed from real completed tests' },
  simulatedTitle: {
    id: 'methodology.simulated.title',
    defaultMessage: 'Simulated figures, not real answers',
    description: 'Heading of the table of figures from simulated respondents; must make clear that no real person answered',
  },
  indicator: { id: 'methodology.column.indicator', defaultMessage: 'Indicator', description: 'Column heading: the personality indicator' },
  alpha: { id: 'methodology.column.alpha', defaultMessage: 'Cronbach’s alpha', description: 'Column heading: internal consistency, a number up to 1' },
  borderline: { id: 'methodology.column.borderline', defaultMessage: 'Marked borderline', description: 'Column heading: share of people whose letter on this indicator is marked borderline' },
  coverage: { id: 'methodology.column.coverage', defaultMessage: '90% band holds the true score', description: 'Column heading: how often the 90% confidence band contained the simulated person’s true score' },
  retest: {
    id: 'methodology.column.retest',
    defaultMessage: 'Same letter on a second sitting (not borderline)',
    description: 'Column heading: among people not marked borderline, how often a second simulated sitting gave the same letter',
  },
  tooFew: { id: 'methodology.live.tooFew', defaultMessage: 'Not enough complete answers yet', description: 'In the alpha column when too few people answered every statement of this indicator' },
  liveCaption: { id: 'methodology.live.caption', defaultMessage: 'Cronbach’s alpha per indicator from real completed tests', description: 'Caption of the live reliability table, read by screen readers' },
  simulatedCaption: { id: 'methodology.simulated.caption', defaultMessage: 'Figures per indicator from simulated respondents', description: 'Caption of the simulated figures table, read by screen readers' },
});

export const methodologyValueMessages = {
  updated: defineMessage<{ date: string }>({
    id: 'methodology.updated',
    defaultMessage: 'Last updated {date}',
    description: 'Under the methodology page title; date is the day of the last change of substance, in the local format',
  }),
  liveIntro: defineMessage<{ count: number }>({
    id: 'methodology.live.intro',
    defaultMessage: 'From {count, plural, one {# completed test} other {# completed tests}} in which every statement was answered, recomputed every few minutes.',
    description: 'Line above the live reliability table; count is the number of completed tests with every statement answered',
  }),
  livePending: defineMessage<{ minimum: number; count: number }>({
    id: 'methodology.live.pending',
    defaultMessage: 'Not enough real answers yet. We publish alpha from real answers once {minimum} people have answered every statement; {count, plural, =0 {none have so far} one {# has so far} other {# have so far}}. Until then, only the simulated figures below are available.',
    description: 'Shown instead of the live reliability table while too few tests are complete; minimum is 30',
  }),
  simulatedIntro: defineMessage<{ respondents: number; low: string; high: string }>({
    id: 'methodology.simulated.intro',
    defaultMessage: '{respondents, number} simulated people with known trait levels answered the real statements twice, with statement loadings between {low} and {high}, and were scored by our real scoring code. These figures show what the design can do; they say nothing about how well our wording works, which only real answers can show.',
    description: 'Line above the simulated figures table; low and high are decimal numbers such as 0.45 and 0.75',
  }),
};
