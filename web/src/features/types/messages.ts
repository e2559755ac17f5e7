// Messages of the personality types page.
import { defineMessage, defineMessages } from 'react-intl';

export const typesMessages = {
  ...defineMessages({
    title: { id: 'types.title', defaultMessage: 'The 16 personality types', description: 'Heading of the types page' },
    intro: {
      id: 'types.intro',
      defaultMessage: 'Four preferences, two poles each: sixteen combinations. Every type has its own strengths and its own blind spots.',
      description: 'Introduction of the types page',
    },
    ctaTitle: { id: 'types.cta.title', defaultMessage: 'Which one are you?', description: 'Heading of the call to action under the types' },
    cta: { id: 'types.cta.button', defaultMessage: 'Take the test', description: 'Button that starts the test from the types page' },
  }),
  readMore: defineMessage<{ code: string }>({ id: 'types.readMore', defaultMessage: 'Read more about {code}', description: 'Button that shows the full description of a type' }),
  readLess: defineMessage<{ code: string }>({ id: 'types.readLess', defaultMessage: 'Show less about {code}', description: 'Button that hides the full description of a type' }),
};
