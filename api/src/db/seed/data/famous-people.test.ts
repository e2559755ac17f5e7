// Every well-known person of every type has a name in the scripts of JA, CN, HK and KR.
import { famousPeopleIn, famousPeopleNames } from './famous-people.js';
import { personalityTypes } from './personality-types.js';

const names = personalityTypes.flatMap((type) => type.famousPeople);
/** Latin words of two letters or more; single initials ("J・R・R・トールキン", "존 D. 록펠러") are how these scripts write them. */
const LATIN_WORD = /[A-Za-z]{2,}/;

it('knows every name the types list', () => {
  expect(names.filter((name) => !famousPeopleNames[name])).toEqual([]);
});

it.each(['JA', 'CN', 'HK', 'KR'] as const)('writes every name in the %s script', (locale) => {
  expect(famousPeopleIn(names, locale).filter((name) => LATIN_WORD.test(name))).toEqual([]);
});

it('writes Japanese names in katakana and Korean names in hangul', () => {
  expect(famousPeopleIn(['Carl Jung'], 'JA')).toEqual(['カール・ユング']);
  expect(famousPeopleIn(['Carl Jung'], 'KR')).toEqual(['카를 융']);
  expect(famousPeopleIn(['Carl Jung', 'Frodo Baggins'], 'DE')).toEqual(['Carl Jung', 'Frodo Beutlin']);
  expect(famousPeopleIn(['Frodo Baggins'], 'EN')).toEqual(['Frodo Baggins']);
});
