import { addDays, addInterval } from './dates.js';

it('adds weeks and days exactly', () => {
  const start = new Date('2026-11-21T10:00:00Z');
  expect(addInterval(start, 'WEEK', 1).toISOString()).toBe('2026-11-28T10:00:00.000Z');
  expect(addInterval(start, 'DAY', 3).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  expect(addDays(start, 3).toISOString()).toBe('2026-11-24T10:00:00.000Z');
});

it('keeps the day of month, or the last day of a shorter month', () => {
  expect(addInterval(new Date('2026-01-31T08:00:00Z'), 'MONTH', 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  expect(addInterval(new Date('2026-11-21T08:00:00Z'), 'MONTH', 1).toISOString()).toBe('2026-12-21T08:00:00.000Z');
  expect(addInterval(new Date('2028-02-29T08:00:00Z'), 'YEAR', 1).toISOString()).toBe('2029-02-28T08:00:00.000Z');
});
