// Messages of each theme's hero: its own headline and subtitle.
import { defineMessages } from 'react-intl';

export const themeHeroMessages = defineMessages({
  founderTitle: { id: 'landing.hero.founder.title', defaultMessage: 'Discover the personality behind your choices', description: 'Hero headline of the founder (default) theme' },
  founderText: {
    id: 'landing.hero.founder.text',
    defaultMessage: 'A 16-type personality test built with care: clear questions, scores with confidence bands and a free result.',
    description: 'Hero subtitle of the founder theme',
  },
  freeTitle: { id: 'landing.hero.free.title', defaultMessage: 'A free personality test with a free result', description: 'Hero headline of the free theme' },
  freeText: {
    id: 'landing.hero.free.text',
    defaultMessage: 'No account, no card. See your type and your five indicator scores as soon as you finish.',
    description: 'Hero subtitle of the free theme',
  },
  girlTitle: { id: 'landing.hero.girl.title', defaultMessage: 'Get to know the real you', description: 'Hero headline of the girl theme' },
  girlText: {
    id: 'landing.hero.girl.text',
    defaultMessage: 'Understand your moods, your friendships and the way you love, one honest answer at a time.',
    description: 'Hero subtitle of the girl theme',
  },
  girlOldTitle: { id: 'landing.hero.girlOld.title', defaultMessage: 'Your story, your type', description: 'Hero headline of the girl-old theme' },
  girlOldText: {
    id: 'landing.hero.girlOld.text',
    defaultMessage: 'A gentle, classic personality test that helps you see your strengths and what makes you feel at home.',
    description: 'Hero subtitle of the girl-old theme',
  },
  homeTitle: { id: 'landing.hero.home.title', defaultMessage: 'Find where you feel at home', description: 'Hero headline of the home theme' },
  homeText: {
    id: 'landing.hero.home.text',
    defaultMessage: 'Learn how you recharge, what kind of places and people suit you, and how to build a life that fits.',
    description: 'Hero subtitle of the home theme',
  },
  newTitle: { id: 'landing.hero.new.title', defaultMessage: 'The personality test, refreshed', description: 'Hero headline of the new theme' },
  newText: {
    id: 'landing.hero.new.text',
    defaultMessage: 'New questions, scores with confidence bands and a clearer free result. Ready when you are.',
    description: 'Hero subtitle of the new theme',
  },
  personalTitle: { id: 'landing.hero.personal.title', defaultMessage: 'Grow from what you already are', description: 'Hero headline of the personal theme' },
  personalText: {
    id: 'landing.hero.personal.text',
    defaultMessage: 'Map your strengths and blind spots, then turn them into habits that move you forward.',
    description: 'Hero subtitle of the personal theme',
  },
  relaxTitle: { id: 'landing.hero.relax.title', defaultMessage: 'Take a breath and meet yourself', description: 'Hero headline of the relax theme' },
  relaxText: {
    id: 'landing.hero.relax.text',
    defaultMessage: 'A calm, unhurried test. Find out what drains you, what restores you and how to keep your balance.',
    description: 'Hero subtitle of the relax theme',
  },
  rolesTitle: { id: 'landing.hero.roles.title', defaultMessage: 'Which role suits you best?', description: 'Hero headline of the roles theme' },
  rolesText: {
    id: 'landing.hero.roles.text',
    defaultMessage: 'Leader, builder, advisor or explorer: see the roles you naturally take at work and with others.',
    description: 'Hero subtitle of the roles theme',
  },
  thirdTitle: { id: 'landing.hero.third.title', defaultMessage: 'Mind, heart and habits in one test', description: 'Hero headline of the third theme' },
  thirdText: {
    id: 'landing.hero.third.text',
    defaultMessage: 'Three parts, five indicators, one clear picture of how you think, feel and act.',
    description: 'Hero subtitle of the third theme',
  },
  typesTitle: { id: 'landing.hero.types.title', defaultMessage: 'Which of the 16 types are you?', description: 'Hero headline of the types theme' },
  typesText: {
    id: 'landing.hero.types.text',
    defaultMessage: 'From the thoughtful INFJ to the energetic ESTP: find your four letters and what they mean for you.',
    description: 'Hero subtitle of the types theme',
  },
  typesTeaser: { id: 'landing.types.teaser', defaultMessage: 'Explore all 16 types', description: 'Link from the types theme grid to the types page' },
  youngTitle: { id: 'landing.hero.young.title', defaultMessage: 'Figure out your vibe', description: 'Hero headline of the young theme' },
  youngText: {
    id: 'landing.hero.young.text',
    defaultMessage: 'Study, friends, first jobs: learn how you tick and use it to make smarter choices.',
    description: 'Hero subtitle of the young theme',
  },
  heroBadge: { id: 'landing.hero.badge', defaultMessage: '16-type personality test', description: 'Small label above the hero headline' },
});
