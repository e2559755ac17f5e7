// Messages of the IQ test screens and the free IQ result.
import { defineMessage, defineMessages } from 'react-intl';

export const iqMessages = {
  ...defineMessages({
    tabTitle: { id: 'iq.tabTitle', defaultMessage: 'Matrix reasoning test', description: 'Browser tab title of the IQ test' },
    introTitle: { id: 'iq.intro.title', defaultMessage: 'Matrix reasoning test', description: 'Heading of the IQ test instructions' },
    introText: {
    id: 'iq.intro.text',
    defaultMessage: 'Each puzzle is a grid of three rows and three columns with the last figure missing. Find the rule in the rows and pick, from eight options, the figure that completes the grid.',
    description: 'What the IQ test asks',
  },
    introKeys: {
    id: 'iq.intro.keys',
    defaultMessage: 'Keyboard: arrow keys or the digits 1 to 8 choose an option, Enter confirms.',
    description: 'How to take the IQ test with the keyboard',
  },
    start: { id: 'iq.start', defaultMessage: 'Start the practice', description: 'Button that starts the IQ test' },
    matrixAlt: {
    id: 'iq.matrix.alt',
    defaultMessage: 'Grid of figures in three rows and three columns; the last figure is missing.',
    description: 'Text alternative of the puzzle grid',
  },
    optionsLegend: { id: 'iq.options.legend', defaultMessage: 'Which figure completes the grid?', description: 'Label of the group of eight options' },
    confirm: { id: 'iq.confirm', defaultMessage: 'Confirm answer', description: 'Button that sends the chosen option' },
    chooseFirst: { id: 'iq.chooseFirst', defaultMessage: 'Choose one of the eight options first.', description: 'Error when confirming without a choice' },
    continue: { id: 'iq.continue', defaultMessage: 'Continue', description: 'Button after practice feedback' },
    untimed: { id: 'iq.untimed', defaultMessage: 'Practice is not timed.', description: 'Shown instead of the timer during practice' },
    staleAnswer: {
    id: 'iq.staleAnswer',
    defaultMessage: 'This puzzle was already answered (perhaps in another tab). Here is where your test stands now.',
    description: 'When an answer was not for the puzzle on screen',
  },
    loadFailed: { id: 'iq.loadFailed', defaultMessage: 'The test could not be loaded. Check your connection and try again.', description: 'Error loading the IQ test' },
    retry: { id: 'iq.retry', defaultMessage: 'Try again', description: 'Retry button' },
    resultTitle: { id: 'iq.result.title', defaultMessage: 'Your matrix reasoning result', description: 'Heading of the free IQ result' },
    resultProvisional: {
    id: 'iq.result.provisional',
    defaultMessage: 'Scored with the provisional a priori calibration: item difficulties are set from their design until they are re-estimated from real answers.',
    description: 'Which calibration scored the result (a priori)',
  },
    resultEstimated: {
    id: 'iq.result.estimated',
    defaultMessage: 'Scored with item parameters estimated from the answers of people who took this test.',
    description: 'Which calibration scored the result (estimated)',
  },
    resultCaution: {
    id: 'iq.result.caution',
    defaultMessage: 'Read this result with caution: some answers came very fast or the pattern of answers is unusual.',
    description: 'Result flagged for caution',
  },
    notInterpretableTitle: { id: 'iq.result.void.title', defaultMessage: 'This result cannot be interpreted', description: 'Heading when the result is not interpretable' },
    notInterpretableText: {
    id: 'iq.result.void.text',
    defaultMessage: 'Your answers look like guessing (too fast, or no better than chance), so we do not give a number that would mean nothing. You can take the test again when you have 20 quiet minutes.',
    description: 'Explanation when the result is not interpretable',
  },
    retake: { id: 'iq.retake', defaultMessage: 'Take the test again', description: 'Link to a new IQ sitting' },
    methodology: { id: 'iq.methodology', defaultMessage: 'How the test is built and scored', description: 'Link to the methodology page' },
    offer: { id: 'iq.offer', defaultMessage: 'Get the full IQ report', description: 'Link to buy the IQ report' },
    notFound: { id: 'iq.result.notFound', defaultMessage: 'We could not find this test. Start a new one.', description: 'Unknown IQ sitting' },
  }),
  introPractice: defineMessage<Record<'minutes', string | number>>({
    id: 'iq.intro.practice',
    defaultMessage: 'You start with two practice puzzles that are not scored and show the right answer. Then the test adapts to your answers: it stops after 12 to 25 puzzles or after {minutes} minutes.',
    description: 'Practice and length of the IQ test; {minutes} is the time limit',
  }),
  practiceLabel: defineMessage<Record<'position' | 'total', string | number>>({ id: 'iq.practice.label', defaultMessage: 'Practice {position} of {total}', description: 'Progress during the practice puzzles' }),
  scoredLabel: defineMessage<Record<'max' | 'position', string | number>>({
    id: 'iq.scored.label',
    defaultMessage: 'Puzzle {position} (at most {max})',
    description: 'Progress during the scored puzzles; the test may stop earlier',
  }),
  optionLabel: defineMessage<Record<'number', string | number>>({ id: 'iq.option.label', defaultMessage: 'Option {number}', description: 'Label of one answer option; {number} is 1 to 8' }),
  feedbackRight: defineMessage<Record<'number', string | number>>({ id: 'iq.feedback.right', defaultMessage: 'Right: option {number} completes the grid.', description: 'Practice feedback after a right answer' }),
  feedbackWrong: defineMessage<Record<'number', string | number>>({
    id: 'iq.feedback.wrong',
    defaultMessage: 'Not quite: option {number} completes the grid. Look again at how the figures change along each row.',
    description: 'Practice feedback after a wrong answer',
  }),
  timeLeft: defineMessage<Record<'time', string | number>>({ id: 'iq.timeLeft', defaultMessage: 'Time left: {time}', description: 'The visible timer of the IQ test' }),
  timeAnnounce: defineMessage<Record<'minutes', string | number>>({ id: 'iq.timeAnnounce', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}} left', description: 'Polite screen reader announcement of the time left' }),
  resultIq: defineMessage<Record<'iq', string | number>>({ id: 'iq.result.iq', defaultMessage: 'IQ {iq}', description: 'The IQ score' }),
  resultBand: defineMessage<Record<'high' | 'low', string | number>>({
    id: 'iq.result.band',
    defaultMessage: 'With 90% confidence your IQ lies between {low} and {high}.',
    description: 'The 90% interval of the IQ score',
  }),
  resultPercentile: defineMessage<Record<'percentile', string | number>>({
    id: 'iq.result.percentile',
    defaultMessage: 'You scored higher than {percentile}% of the people this test is calibrated on.',
    description: 'Percentile of the score',
  }),
  resultPrecise: defineMessage<Record<'se', string | number>>({ id: 'iq.result.precise', defaultMessage: 'Precision: good (standard error {se} IQ points).', description: 'Standard error in words: precise' }),
  resultFairly: defineMessage<Record<'se', string | number>>({ id: 'iq.result.fairly', defaultMessage: 'Precision: fair (standard error {se} IQ points); read the score as a range.', description: 'Standard error in words: fairly precise' }),
  resultRough: defineMessage<Record<'se', string | number>>({ id: 'iq.result.rough', defaultMessage: 'Precision: rough (standard error {se} IQ points); the range says more than the number.', description: 'Standard error in words: rough' }),
  resultItems: defineMessage<Record<'correct' | 'taken', string | number>>({ id: 'iq.result.items', defaultMessage: '{correct} of {taken} puzzles solved.', description: 'Scored puzzles answered right' }),
};
