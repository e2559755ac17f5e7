// Messages of the links to the methodology page from the free result, the paid report and the help centre.
import { defineMessages } from 'react-intl';

export const methodologyLinkMessages = defineMessages({
  result: {
    id: 'methodology.link.result',
    defaultMessage: 'How the scores, bands and borderline letters are worked out',
    description: 'Link from the free result to the methodology page',
  },
  report: {
    id: 'methodology.link.report',
    defaultMessage: 'How the test is built and checked',
    description: 'Link from the reliability figures in the paid report to the methodology page',
  },
  helpTitle: { id: 'methodology.link.helpTitle', defaultMessage: 'How our tests are built', description: 'Title of the link card to the methodology page in the help centre' },
  helpText: {
    id: 'methodology.link.helpText',
    defaultMessage: 'How the statements were written, how scores and confidence bands are worked out, reliability figures, and what the tests are not.',
    description: 'Text of the link card to the methodology page in the help centre',
  },
});
