// The report's small rules: the tokens of its address, the bar geometry and the tab keys.
import { dimensionBar } from './dimension-bar';
import { attemptTokenFromSearch, reportTokenFromSearch } from './report-link';
import { nextTabIndex } from './tabs';

const TOKEN = 's8gTNXMRclwyQyPvoja5mESbZDO3FewiLpj9jUn1uo0';

it('reads the report token from ?r and the sitting from ?t, refusing malformed values', () => {
  expect(reportTokenFromSearch(`?r=${TOKEN}&hl=EN`)).toBe(TOKEN);
  expect(reportTokenFromSearch(`?t=${TOKEN}`)).toBeNull();
  expect(reportTokenFromSearch('?r=short')).toBeNull();
  expect(reportTokenFromSearch('?r=' + encodeURIComponent('<script>alert(1)</script>xxxxxxxxxxxx'))).toBeNull();
  expect(attemptTokenFromSearch(`?r=x&t=${TOKEN}`)).toBe(TOKEN);
});

it('draws the first pole on the left, with the band and the marker where the scale says', () => {
  // Information focus of an ENTJ: 44.4 toward S, so the marker is right of the middle (N), and the band crosses it.
  expect(dimensionBar({ score: 44.44, low: 35.75, high: 53.14 })).toEqual({ markerLeft: 55.6, bandLeft: 46.9, bandWidth: 17.4, crossesMiddle: true });
  expect(dimensionBar({ score: 83.33, low: 79.32, high: 87.34 })).toEqual({ markerLeft: 16.7, bandLeft: 12.7, bandWidth: 8, crossesMiddle: false });
});

it('clamps values outside 0-100 and swapped bounds', () => {
  expect(dimensionBar({ score: 104, low: 101, high: 96 })).toEqual({ markerLeft: 0, bandLeft: 0, bandWidth: 4, crossesMiddle: false });
  expect(dimensionBar({ score: -3, low: -5, high: 2 })).toMatchObject({ markerLeft: 100, bandLeft: 98, bandWidth: 2 });
});

it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
  expect(nextTabIndex('ArrowRight', 0, 2)).toBe(1);
  expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0);
  expect(nextTabIndex('ArrowLeft', 0, 2)).toBe(1);
  expect(nextTabIndex('Home', 1, 2)).toBe(0);
  expect(nextTabIndex('End', 0, 2)).toBe(1);
  expect(nextTabIndex('Enter', 0, 2)).toBeNull();
  expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
});
