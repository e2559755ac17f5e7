// Messages of the landing accordion: the 16 types, self-improvement, career, relationships and true love.
import { defineMessages } from 'react-intl';

export const topicMessages = defineMessages({
  title: { id: 'landing.topics.title', defaultMessage: 'What your type can tell you', description: 'Heading of the accordion section' },
  typesTitle: { id: 'landing.topics.types.title', defaultMessage: 'About the 16 personality types', description: 'Accordion item title' },
  typesText: {
    id: 'landing.topics.types.text',
    defaultMessage:
      'Each type combines four preferences: where you draw energy (Extraversion or Introversion), how you take in information (Sensing or Intuition), how you decide (Thinking or Feeling) and how you organise your life (Judging or Perceiving). None is better than another; each has typical strengths and blind spots.',
    description: 'Accordion text about the 16 types',
  },
  growthTitle: { id: 'landing.topics.growth.title', defaultMessage: 'Self-improvement', description: 'Accordion item title' },
  growthText: {
    id: 'landing.topics.growth.text',
    defaultMessage:
      'Knowing your preferences shows where you grow easily and where you tend to get stuck. Your result suggests concrete habits to build on your strengths and to handle stress before it handles you.',
    description: 'Accordion text about self-improvement',
  },
  careerTitle: { id: 'landing.topics.career.title', defaultMessage: 'Career', description: 'Accordion item title' },
  careerText: {
    id: 'landing.topics.career.text',
    defaultMessage:
      'Some people thrive on variety and contact, others on depth and focus. Your type points to work settings, roles and ways of working that tend to suit you, and to the skills worth developing next.',
    description: 'Accordion text about career',
  },
  relationshipsTitle: { id: 'landing.topics.relationships.title', defaultMessage: 'Relationships', description: 'Accordion item title' },
  relationshipsText: {
    id: 'landing.topics.relationships.text',
    defaultMessage:
      'Many conflicts come from different styles rather than bad intentions. Seeing how you and the people around you communicate, decide and recharge makes misunderstandings easier to spot and to fix.',
    description: 'Accordion text about relationships',
  },
  loveTitle: { id: 'landing.topics.love.title', defaultMessage: 'True love', description: 'Accordion item title about romantic relationships' },
  loveText: {
    id: 'landing.topics.love.text',
    defaultMessage:
      'No type is doomed or destined to match another. What helps is understanding what you need to feel loved, what your partner needs, and how to talk about the difference with kindness.',
    description: 'Accordion text about romantic love',
  },
});
