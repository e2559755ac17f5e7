// Messages of the professional tests page.
import { defineMessage, defineMessages } from 'react-intl';

export const professionalMessages = {
  ...defineMessages({
    title: { id: 'professional.title', defaultMessage: 'Professional tests', description: 'Heading of the professional tests page' },
    intro: {
      id: 'professional.intro',
      defaultMessage: 'Two tests: the 16-type personality test and the matrix-reasoning IQ test. Personal development, career and relationships are the same personality questionnaire with a different report focus, so you answer it only once. Every test ends with a free result; in-depth reports are optional.',
      description: 'Introduction of the professional tests page: says honestly that three cards are one questionnaire',
    },
    explore: { id: 'professional.explore', defaultMessage: 'Explore', description: 'Button that shows the details of a test' },
    hide: { id: 'professional.hide', defaultMessage: 'Hide details', description: 'Button that hides the details of a test' },
    start: { id: 'professional.start', defaultMessage: 'Start', description: 'Button that starts a test' },
    basedOnType: { id: 'professional.basedOnType', defaultMessage: 'Same personality questionnaire, different report focus', description: 'Tag on the three cards that are the one personality questionnaire with another report focus' },
    growthTitle: { id: 'professional.growth.title', defaultMessage: 'Personal development', description: 'Test name' },
    growthText: { id: 'professional.growth.text', defaultMessage: 'Your strengths, your blind spots and the habits that help you grow.', description: 'Short description of the personal development test' },
    growthDetails: {
      id: 'professional.growth.details',
      defaultMessage: 'Your result shows how strongly you lean on each of the five indicators. The optional report turns that into a growth plan with exercises for stress, motivation and self-confidence.',
      description: 'Details of the personal development test',
    },
    careerTitle: { id: 'professional.career.title', defaultMessage: 'Career assessment', description: 'Test name' },
    careerText: { id: 'professional.career.text', defaultMessage: 'Work settings, roles and skills that fit the way you think.', description: 'Short description of the career test' },
    careerDetails: {
      id: 'professional.career.details',
      defaultMessage: 'See which environments energise you, how you prefer to decide and collaborate, and which skills are worth developing next in your career.',
      description: 'Details of the career assessment',
    },
    loveTitle: { id: 'professional.love.title', defaultMessage: 'Emotional relationships', description: 'Test name' },
    loveText: { id: 'professional.love.text', defaultMessage: 'How you connect, argue, make up and show care.', description: 'Short description of the relationships test' },
    loveDetails: {
      id: 'professional.love.details',
      defaultMessage: 'Understand what you need to feel close to someone, how you react in conflict and how to talk about differences with a partner, friends or family.',
      description: 'Details of the emotional relationships test',
    },
    iqTitle: { id: 'professional.iq.title', defaultMessage: 'Matrix-reasoning IQ test', description: 'Test name' },
    iqText: { id: 'professional.iq.text', defaultMessage: 'Complete visual patterns against the clock.', description: 'Short description of the IQ test' },
    iqDetails: {
      id: 'professional.iq.details',
      defaultMessage: 'A timed test of abstract reasoning: choose the piece that completes each pattern. You receive a calibrated score and your percentile.',
      description: 'Details of the IQ test',
    },
  }),
  startNamed: defineMessage<{ name: string }>({ id: 'professional.startNamed', defaultMessage: 'Start: {name}', description: 'Accessible name of a start button; name is the test name' }),
  exploreNamed: defineMessage<{ name: string }>({ id: 'professional.exploreNamed', defaultMessage: 'Explore: {name}', description: 'Accessible name of an explore button; name is the test name' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'professional.minutes', defaultMessage: 'About {minutes} minutes', description: 'Test length' }),
};
