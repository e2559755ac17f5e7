// Messages of the question screens: scale, progress, parts, tips between parts, saving and the 'calculating' step.
import { defineMessage, defineMessages } from 'react-intl';

export const questionMessages = defineMessages({
  tabTitle: { id: 'questionnaire.tabTitle', defaultMessage: 'Personality test', description: 'Browser tab title of the question screens' },
  part1: { id: 'questionnaire.part.1', defaultMessage: 'Part 1', description: 'Label of the first of the three questionnaire parts' },
  part2: { id: 'questionnaire.part.2', defaultMessage: 'Part 2', description: 'Label of the second of the three questionnaire parts' },
  part3: { id: 'questionnaire.part.final', defaultMessage: 'Final part', description: 'Label of the third and last questionnaire part' },
  keyboardHint: {
    id: 'questionnaire.keyboardHint.auto',
    defaultMessage: 'Keyboard: press 1 to 7 to answer, Backspace to go back.',
    description: 'Small hint on the question screen for people using a keyboard; an answer moves on by itself, Backspace returns to the previous statement',
  },
  autoAdvance: {
    id: 'questionnaire.autoAdvance',
    defaultMessage: 'Your answer takes you to the next statement; you can go back at any time.',
    description: 'Said under each statement before the scale: choosing an answer moves on to the next statement by itself, and Back returns to change it',
  },
  next: { id: 'questionnaire.next', defaultMessage: 'Next step', description: 'Button that goes on to the next question' },
  back: { id: 'questionnaire.back', defaultMessage: 'Back', description: 'Button that goes back to the previous question to change its answer' },
  finishEditing: { id: 'questionnaire.finishEditing', defaultMessage: 'Finish editing', description: 'Shown once every question has an answer: skips to the end instead of stepping through the rest' },
  needAnswer: { id: 'questionnaire.needAnswer', defaultMessage: 'Please choose an answer before the next step.', description: "Shown when 'Next step' is pressed without an answer" },
  almostDone: { id: 'questionnaire.almostDone', defaultMessage: 'Almost done: this is the final part.', description: 'Encouragement shown during the third and last part' },
  progressLabel: { id: 'questionnaire.progress.label', defaultMessage: 'Your progress', description: 'Accessible name of the progress area of the question screen' },
  starting: { id: 'questionnaire.starting', defaultMessage: 'Preparing your questions…', description: 'Shown while the test is being started or resumed' },
  saving: { id: 'questionnaire.save.saving', defaultMessage: 'Saving…', description: 'Discreet status while answers are being saved' },
  saved: { id: 'questionnaire.save.saved', defaultMessage: 'All answers saved', description: 'Discreet status once every answer is saved on the server' },
  retrying: { id: 'questionnaire.save.retrying', defaultMessage: 'Not saved yet, trying again…', description: 'Discreet status after a save failed once and is being retried' },
  notFoundTitle: { id: 'questionnaire.notFound.title', defaultMessage: 'We could not find this test', description: 'Heading when the link of a test sitting is unknown' },
  notFoundText: {
    id: 'questionnaire.notFound.text',
    defaultMessage: 'The link may be incomplete or out of date. You can start the test again; it takes about 10 minutes.',
    description: 'Explanation when the link of a test sitting is unknown',
  },
  restart: { id: 'questionnaire.notFound.restart', defaultMessage: 'Start the test again', description: 'Button that starts a new test sitting' },
});

export const scaleMessages = {
  instructions: defineMessage<{ notAtAll: string; veryMuch: string }>({
    id: 'questionnaire.scale.instructions',
    defaultMessage: 'How well does this describe you? Choose from 1 ({notAtAll}) to 7 ({veryMuch}).',
    description: 'Instruction under each statement of the questionnaire; notAtAll and veryMuch are the scale anchors (scale.anchor.*), inserted as written there',
  }),
};

export const progressMessages = {
  question: defineMessage<{ number: number; total: number }>({
    id: 'questionnaire.progress.question', defaultMessage: 'Question {number} of {total}', description: 'Position of the current question in the whole test',
  }),
  answered: defineMessage<{ answered: number; total: number }>({
    id: 'questionnaire.progress.answered', defaultMessage: '{answered} of {total} answered', description: 'How many questions have an answer so far',
  }),
  announce: defineMessage<{ number: number; total: number; part: string; answered: number }>({
    id: 'questionnaire.progress.announce',
    defaultMessage: 'Question {number} of {total}, {part}. {answered} answered.',
    description: 'Read out by screen readers when the question changes; part is the part label such as Part 1 or Final part',
  }),
  point: defineMessage<{ value: number; label: string }>({
    id: 'questionnaire.scale.pointLabel', defaultMessage: '{value}, {label}', description: 'Spoken name of scale points 1 and 7, e.g. "1, Not at all"',
  }),
};

export const tipMessages = defineMessages({
  eyebrow: { id: 'questionnaire.tip.eyebrow', defaultMessage: 'Well done', description: 'Small label above the encouragement shown between parts' },
  title1: { id: 'questionnaire.tip.1.title', defaultMessage: 'Part 1 done: a great start!', description: 'Heading of the encouragement after part 1' },
  text1: {
    id: 'questionnaire.tip.1.text',
    defaultMessage: 'Keep going with your first instinct. There are no right or wrong answers, only answers that describe you.',
    description: 'Encouragement tip after part 1',
  },
  title2: { id: 'questionnaire.tip.2.title', defaultMessage: 'Part 2 done: two thirds behind you!', description: 'Heading of the encouragement after part 2' },
  text2: {
    id: 'questionnaire.tip.2.text',
    defaultMessage: 'Think of how you usually are, not how you would like to be or how others expect you to be. Only the final part is left.',
    description: 'Encouragement tip after part 2',
  },
  continue: { id: 'questionnaire.tip.continue', defaultMessage: 'Continue', description: 'Button that goes on from the encouragement to the next part' },
});
