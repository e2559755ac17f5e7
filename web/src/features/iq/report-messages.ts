// Messages of the paid IQ report page.
import { defineMessage, defineMessages } from 'react-intl';

export const iqReportMessages = {
  ...defineMessages({
    download: { id: 'iq.report.download', defaultMessage: 'Download the report as PDF', description: 'Link that downloads the IQ report as a PDF file' },
    title: { id: 'iq.report.title', defaultMessage: 'Your IQ report', description: 'Heading of the paid IQ report' },
    scoreTitle: { id: 'iq.report.score.title', defaultMessage: 'Your score and its interval', description: 'Section heading: the score' },
    strengthsTitle: { id: 'iq.report.strengths.title', defaultMessage: 'Strengths by rule and by layout', description: 'Section heading: strengths' },
    strengthsIntro: {
      id: 'iq.report.strengths.intro',
      defaultMessage: 'For each kind of rule and each layout: puzzles solved, and how many your overall level predicts. Solving clearly more than predicted is a relative strength; few puzzles per row make these figures rough.',
      description: 'Explanation of the strengths tables',
    },
    familyColumn: { id: 'iq.report.column.family', defaultMessage: 'Rule', description: 'Table column: rule family' },
    layoutColumn: { id: 'iq.report.column.layout', defaultMessage: 'Layout', description: 'Table column: panel layout' },
    solvedColumn: { id: 'iq.report.column.solved', defaultMessage: 'Solved', description: 'Table column: solved of taken' },
    expectedColumn: { id: 'iq.report.column.expected', defaultMessage: 'Predicted', description: 'Table column: predicted number solved' },
    speedTitle: { id: 'iq.report.speed.title', defaultMessage: 'Speed and accuracy', description: 'Section heading: speed and accuracy' },
    readingTitle: { id: 'iq.report.reading.title', defaultMessage: 'How to read an IQ score', description: 'Section heading: reading an IQ score' },
    readingText: {
      id: 'iq.report.reading.text',
      defaultMessage: 'IQ scores are set so that the average of a reference group is 100 and two thirds of it score between 85 and 115. A score is an estimate with an error: the interval, not the single number, is what this test measured. Matrix reasoning is one part of intelligence (fluid reasoning), not all of it.',
      description: 'How to read an IQ score',
    },
    limitsTitle: { id: 'iq.report.limits.title', defaultMessage: 'Limits of an online test', description: 'Section heading: limits' },
    limitsText: {
      id: 'iq.report.limits.text',
      defaultMessage: 'This test was taken without supervision, on your own device, and its reference group is the people who took it online, not a representative sample of the population. Tiredness, distraction and screen size affect the result. It is not a clinical or educational assessment and must not be used for decisions about a person.',
      description: 'Limits of an online IQ test',
    },
    constant: { id: 'iq.family.constant', defaultMessage: 'Constant in a row', description: 'Rule family name' },
    progression: { id: 'iq.family.progression', defaultMessage: 'Progression', description: 'Rule family name' },
    arithmetic: { id: 'iq.family.arithmetic', defaultMessage: 'Addition and subtraction', description: 'Rule family name' },
    distributeThree: { id: 'iq.family.distributeThree', defaultMessage: 'Distribution of three values', description: 'Rule family name' },
    distributeTwo: { id: 'iq.family.distributeTwo', defaultMessage: 'Distribution of two (either-or)', description: 'Rule family name' },
    single: { id: 'iq.layout.single', defaultMessage: 'One figure', description: 'Panel layout name' },
    grid2: { id: 'iq.layout.grid2', defaultMessage: '2 × 2 grid', description: 'Panel layout name' },
    grid3: { id: 'iq.layout.grid3', defaultMessage: '3 × 3 grid', description: 'Panel layout name' },
    leftRight: { id: 'iq.layout.leftRight', defaultMessage: 'Left and right', description: 'Panel layout name' },
    upDown: { id: 'iq.layout.upDown', defaultMessage: 'Top and bottom', description: 'Panel layout name' },
    inOut: { id: 'iq.layout.inOut', defaultMessage: 'Inside and outside', description: 'Panel layout name' },
  }),
  solved: defineMessage<Record<'correct' | 'taken', string | number>>({ id: 'iq.report.solved', defaultMessage: '{correct} of {taken}', description: 'Solved of taken in a table cell' }),
  medianTime: defineMessage<Record<'seconds', string | number>>({
    id: 'iq.report.speed.median', defaultMessage: 'Typical time per puzzle: {seconds} s.', description: 'Median response time',
  }),
  halves: defineMessage<Record<'faster' | 'slower', string | number>>({
    id: 'iq.report.speed.halves',
    defaultMessage: 'On your faster half of answers you were right {faster}% of the time, on your slower half {slower}%.',
    description: 'Accuracy on faster and slower answers',
  }),
  rapid: defineMessage<Record<'count', string | number>>({
    id: 'iq.report.speed.rapid',
    defaultMessage: '{count, plural, =0 {No answer came faster than a puzzle can be solved.} one {# answer came faster than a puzzle can be solved (under 3 s).} other {# answers came faster than a puzzle can be solved (under 3 s).}}',
    description: 'Rapid answers count',
  }),
};
