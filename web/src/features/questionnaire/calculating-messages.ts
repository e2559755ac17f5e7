// Messages of the 'calculating your result' step, which checks the five indicators' answers are all saved.
import { defineMessage, defineMessages } from 'react-intl';

export const calculatingMessages = {
  ...defineMessages({
    title: { id: 'questionnaire.calculating.title', defaultMessage: 'Calculating your result', description: 'Heading of the step after the last question' },
    text: {
      id: 'questionnaire.calculating.text',
      defaultMessage: 'We check that every answer is saved for each of the five key indicators before your result is worked out.',
      description: 'Explanation on the calculating step',
    },
    checking: { id: 'questionnaire.calculating.checking', defaultMessage: 'Checking…', description: 'State of an indicator not checked yet' },
    done: { id: 'questionnaire.calculating.done', defaultMessage: 'All your answers are in place.', description: 'Announced when every indicator is checked' },
    EI: { id: 'questionnaire.calculating.indicator.EI', defaultMessage: 'Energy source', description: 'Indicator E/I; same term as the result page' },
    SN: { id: 'questionnaire.calculating.indicator.SN', defaultMessage: 'Information focus', description: 'Indicator S/N; same term as the result page' },
    TF: { id: 'questionnaire.calculating.indicator.TF', defaultMessage: 'Decision basis', description: 'Indicator T/F; same term as the result page' },
    JP: { id: 'questionnaire.calculating.indicator.JP', defaultMessage: 'Life structure', description: 'Indicator J/P; same term as the result page' },
    AT: { id: 'questionnaire.calculating.indicator.AT', defaultMessage: 'Self-assurance', description: 'Indicator A/T; same term as the result page' },
  }),
  ready: defineMessage<{ answered: number; total: number }>({
    id: 'questionnaire.calculating.ready', defaultMessage: '{answered} of {total} answers saved', description: 'State of an indicator once checked',
  }),
};
