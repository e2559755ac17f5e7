import { comparedPair } from './OfferSections';

it('compares the buyer\'s own type with its closest neighbour, and falls back to SPEC\'s pair', () => {
  expect(comparedPair('ESFP', 'ESFJ')).toEqual(['ESFP', 'ESFJ']);
  expect(comparedPair('ESFP-T', null)).toEqual(['ESFP', 'ESFJ']);
  expect(comparedPair('INFJ', 'INFJ')).toEqual(['INFJ', 'INFP']);
  expect(comparedPair(null, null)).toEqual(['INTJ', 'INTP']);
  expect(comparedPair('XXXX', 'INTP')).toEqual(['INTJ', 'INTP']);
});
