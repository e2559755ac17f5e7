// Messages of the answer-complete screen: get the report or edit the answers; saving and evaluating states.
import { defineMessage, defineMessages } from 'react-intl';

export const completeMessages = {
  ...defineMessages({
    title: { id: 'answerComplete.title', defaultMessage: 'All questions answered', description: 'Heading of the answer-complete screen' },
    text: {
      id: 'answerComplete.text',
      defaultMessage: 'Thank you! Your answers are saved. Get your report now, or go back and change any answer first: once you get your report, your answers are final.',
      description: 'Text of the answer-complete screen',
    },
    getReport: { id: 'answerComplete.getReport', defaultMessage: 'Get my report', description: 'Button that submits the answers and goes on to the result' },
    edit: { id: 'answerComplete.edit', defaultMessage: 'Edit my answers', description: 'Button that goes back to the questions, all answers editable' },
    saving: { id: 'answerComplete.saving', defaultMessage: 'Saving your answers…', description: "Status while the last answers are saved after 'Get my report'" },
    evaluating: { id: 'answerComplete.evaluating', defaultMessage: 'Evaluating your answers…', description: 'Status while the answers are being scored' },
    continueTest: { id: 'answerComplete.continue', defaultMessage: 'Continue the test', description: 'Button back to the first unanswered question' },
  }),
  incomplete: defineMessage<{ count: number }>({
    id: 'answerComplete.incomplete',
    defaultMessage: '{count, plural, one {# question still needs an answer.} other {# questions still need an answer.}}',
    description: 'Shown on the answer-complete screen when some questions have no answer yet',
  }),
};
