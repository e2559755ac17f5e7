// Calendar arithmetic in UTC for billing periods and validity windows: a month later keeps the day of month where it
// exists, else the month's last day.

/** The units plans bill in (the catalog's BillingInterval has the same values). */
export type Interval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

const DAY_MS = 24 * 60 * 60 * 1000;

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addInterval(date: Date, interval: Interval, count: number): Date {
  switch (interval) {
    case 'DAY':
      return new Date(date.getTime() + count * DAY_MS);
    case 'WEEK':
      return new Date(date.getTime() + count * 7 * DAY_MS);
    case 'MONTH':
      return addMonths(date, count);
    case 'YEAR':
      return addMonths(date, 12 * count);
  }
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
