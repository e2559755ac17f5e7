// The 12 HK (Traditional Chinese, Hong Kong) skill packs by slug, mirroring packs/en/index.ts.
import type { PackSet } from '../../pack.types.js';
import { pack as careerDirection } from './career-direction.js';
import { pack as clearCommunication } from './clear-communication.js';
import { pack as confidenceAndPresence } from './confidence-and-presence.js';
import { pack as conflictInCloseRelationships } from './conflict-in-close-relationships.js';
import { pack as decisionMaking } from './decision-making.js';
import { pack as focusAndDeepWork } from './focus-and-deep-work.js';
import { pack as habitsAndMotivation } from './habits-and-motivation.js';
import { pack as leadingAndInfluencing } from './leading-and-influencing.js';
import { pack as learningHowYouLearn } from './learning-how-you-learn.js';
import { pack as stressAndResilience } from './stress-and-resilience.js';
import { pack as teamworkAndFeedback } from './teamwork-and-feedback.js';
import { pack as timeAndEnergy } from './time-and-energy.js';

export const hkPacks: PackSet = {
  'focus-and-deep-work': focusAndDeepWork,
  'clear-communication': clearCommunication,
  'stress-and-resilience': stressAndResilience,
  'decision-making': decisionMaking,
  'time-and-energy': timeAndEnergy,
  'conflict-in-close-relationships': conflictInCloseRelationships,
  'career-direction': careerDirection,
  'leading-and-influencing': leadingAndInfluencing,
  'learning-how-you-learn': learningHowYouLearn,
  'habits-and-motivation': habitsAndMotivation,
  'confidence-and-presence': confidenceAndPresence,
  'teamwork-and-feedback': teamworkAndFeedback,
};
