// Indicator bar geometry: marker, band, middle crossing and the share toward the letter.
import { barGeometry } from './band';

it('puts a first-pole score left of the middle and tells it toward that letter', () => {
  expect(barGeometry({ score: 83.3, band: { low: 79.3, high: 87.3 }, letter: 'S', firstPole: 'S' })).toEqual({
    markerLeft: 16.7, bandLeft: 12.7, bandWidth: 8, crossesMiddle: false, percent: 83, bandLow: 79, bandHigh: 87, side: 'first',
  });
});

it('puts a second-pole score right of the middle and turns the band toward that letter', () => {
  expect(barGeometry({ score: 33.3, band: { low: 29.3, high: 37.3 }, letter: 'I', firstPole: 'E' })).toEqual({
    markerLeft: 66.7, bandLeft: 62.7, bandWidth: 8, crossesMiddle: false, percent: 67, bandLow: 63, bandHigh: 71, side: 'second',
  });
});

it('flags a band that crosses the middle', () => {
  const bar = barGeometry({ score: 47.2, band: { low: 39.5, high: 54.9 }, letter: 'F', firstPole: 'T' });
  expect(bar.crossesMiddle).toBe(true);
  expect([bar.bandLeft, bar.bandWidth, bar.percent, bar.bandLow, bar.bandHigh]).toEqual([45.1, 15.4, 53, 45, 61]);
  expect(barGeometry({ score: 50, band: { low: 50, high: 58 }, letter: 'E', firstPole: 'E' })).toMatchObject({ crossesMiddle: true, side: 'middle' });
});

it('keeps the band on the bar even when the scores run past its ends', () => {
  expect(barGeometry({ score: 100, band: { low: 96, high: 104 }, letter: 'J', firstPole: 'J' })).toMatchObject({
    markerLeft: 0, bandLeft: 0, bandWidth: 4, percent: 100, bandHigh: 100,
  });
  expect(barGeometry({ score: 2, band: { high: 6, low: -3 }, letter: 'P', firstPole: 'J' })).toMatchObject({ bandLeft: 94, bandWidth: 6, bandHigh: 100 });
});
