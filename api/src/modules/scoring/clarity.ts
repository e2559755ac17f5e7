// Preference clarity: how far a 0-100 indicator score sits from the undecided middle, in words a report can use.

export type ClarityLevel = 'slight' | 'moderate' | 'clear' | 'very_clear';

export interface Clarity {
  /** 0 = no preference, 100 = every answer at the extreme of one pole. */
  strength: number;
  level: ClarityLevel;
}

/**
 * How clear a preference is. The cuts (1/6, 1/2, 5/6 of the full strength) copy the proportions of MBTI Form M's
 * preference clarity categories (slight up to 5, moderate up to 15, clear up to 25 of 30), which readers already know.
 */
export function clarity(score: number): Clarity {
  const strength = Math.abs(score - 50) * 2;
  const level: ClarityLevel = strength <= 100 / 6 ? 'slight' : strength <= 50 ? 'moderate' : strength <= 500 / 6 ? 'clear' : 'very_clear';
  return { strength, level };
}
