// Messages of the founder page's example testimonials: what users typically say, presented as examples.
import { defineMessage, defineMessages } from 'react-intl';

export const testimonialMessages = {
  ...defineMessages({
    title: { id: 'landing.testimonials.title', defaultMessage: 'What users say', description: 'Heading of the testimonials section' },
    note: {
      id: 'landing.testimonials.note',
      defaultMessage: 'Examples of the feedback we typically receive, shown with first names only.',
      description: 'Honest note under the testimonials heading',
    },
    maya: {
      id: 'landing.testimonials.maya',
      defaultMessage: 'It put words on things I had felt for years. The part about recharging alone helped me stop feeling guilty about it.',
      description: 'Example testimonial',
    },
    daniel: {
      id: 'landing.testimonials.daniel',
      defaultMessage: 'I liked that it showed which letters were borderline instead of pretending to be certain.',
      description: 'Example testimonial',
    },
    sofia: {
      id: 'landing.testimonials.sofia',
      defaultMessage: 'My partner and I both took it. We now joke about our planning styles instead of arguing about them.',
      description: 'Example testimonial',
    },
    kenji: {
      id: 'landing.testimonials.kenji',
      defaultMessage: 'The career section confirmed why I enjoy problem-solving roles and gave me two skills to work on.',
      description: 'Example testimonial',
    },
    lucas: {
      id: 'landing.testimonials.lucas',
      defaultMessage: 'Seeing a confidence band on every score made the result feel honest. I shared it with my team.',
      description: 'Example testimonial',
    },
    amara: {
      id: 'landing.testimonials.amara',
      defaultMessage: 'Quick, clear, and the free result was already useful. I knew the price before I started.',
      description: 'Example testimonial',
    },
  }),
  quoteBy: defineMessage<{ name: string; type: string }>({ id: 'landing.testimonials.by', defaultMessage: '{name}, {type}', description: 'Author line of a testimonial; name is a first name, type a four-letter code' }),
};

/** The example first names, written in each locale's script (JA, CN, HK, KR) and kept as they are elsewhere. */
export const testimonialNames = defineMessages({
  maya: { id: 'landing.testimonials.name.maya', defaultMessage: 'Maya', description: 'First name of an example testimonial, in the locale\'s script' },
  daniel: { id: 'landing.testimonials.name.daniel', defaultMessage: 'Daniel', description: 'First name of an example testimonial, in the locale\'s script' },
  sofia: { id: 'landing.testimonials.name.sofia', defaultMessage: 'Sofia', description: 'First name of an example testimonial, in the locale\'s script' },
  kenji: { id: 'landing.testimonials.name.kenji', defaultMessage: 'Kenji', description: 'First name of an example testimonial (Japanese), in the locale\'s script' },
  amara: { id: 'landing.testimonials.name.amara', defaultMessage: 'Amara', description: 'First name of an example testimonial, in the locale\'s script' },
  lucas: { id: 'landing.testimonials.name.lucas', defaultMessage: 'Lucas', description: 'First name of an example testimonial, in the locale\'s script' },
});
