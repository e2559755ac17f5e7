// EN names of the poles and temperaments, used on tailored sections and chapter modules.
import type { ResourceLabels } from '../pack.types.js';

export const enLabels: ResourceLabels = {
  poles: {
    E: { name: 'Extraversion', tailoredLabel: 'If you lean toward Extraversion' },
    I: { name: 'Introversion', tailoredLabel: 'If you lean toward Introversion' },
    S: { name: 'Sensing', tailoredLabel: 'If you lean toward Sensing' },
    N: { name: 'Intuition', tailoredLabel: 'If you lean toward Intuition' },
    T: { name: 'Thinking', tailoredLabel: 'If you lean toward Thinking' },
    F: { name: 'Feeling', tailoredLabel: 'If you lean toward Feeling' },
    J: { name: 'Judging', tailoredLabel: 'If you lean toward Judging' },
    P: { name: 'Perceiving', tailoredLabel: 'If you lean toward Perceiving' },
    A: { name: 'Assertive identity', tailoredLabel: 'If your identity is Assertive' },
    Tu: { name: 'Turbulent identity', tailoredLabel: 'If your identity is Turbulent' },
  },
  temperaments: {
    NT: 'Intuition with Thinking (NT)',
    NF: 'Intuition with Feeling (NF)',
    SJ: 'Sensing with Judging (SJ)',
    SP: 'Sensing with Perceiving (SP)',
  },
};
