import { areaOpen } from './areas';
import { changedLetters, readingFromSearch } from './logic';

it('names the letters that differ between results, ignoring the dash', () => {
  expect(changedLetters(['INTJ-A'])).toEqual([]);
  expect(changedLetters(['INTJ-A', 'INTJ-A'])).toEqual([]);
  expect(changedLetters(['INTJ-A', 'INTP-T', 'intj-a'])).toEqual(['J/P', 'A/T']);
  expect(changedLetters(['ENFP', 'INFP'])).toEqual(['E/I']);
});

it('opens each area with the features that grant it', () => {
  expect(areaOpen('store', [])).toBe(true);
  expect(areaOpen('memberDownloads', ['IN_DEPTH_CHAPTERS'])).toBe(true);
  expect(areaOpen('memberAdvanced', ['SKILL_PACKS'])).toBe(false);
  expect(areaOpen('memberLab', ['MEMBER_CENTRE'])).toBe(true);
  expect(areaOpen('memberTests', ['PERSONALITY_REPORT'])).toBe(false);
});

it('reads the pack or chapter from the address and refuses anything else', () => {
  expect(readingFromSearch('?kind=pack&id=decision-making')).toEqual({ kind: 'PACK', id: 'decision-making' });
  expect(readingFromSearch('?kind=chapter&id=love')).toEqual({ kind: 'CHAPTER', id: 'love' });
  for (const search of ['', '?kind=book&id=love', '?kind=pack', '?kind=pack&id=../x', '?kind=pack&id=A']) expect(readingFromSearch(search)).toBeNull();
});
