// Billing period arithmetic in UTC: a month later keeps the day of month where it exists, else the month's last day.
import { BillingInterval } from '../catalog/plan.entity.js';

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

export function addInterval(date: Date, interval: BillingInterval, count: number): Date {
  switch (interval) {
    case BillingInterval.DAY:
      return new Date(date.getTime() + count * DAY_MS);
    case BillingInterval.WEEK:
      return new Date(date.getTime() + count * 7 * DAY_MS);
    case BillingInterval.MONTH:
      return addMonths(date, count);
    case BillingInterval.YEAR:
      return addMonths(date, 12 * count);
  }
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
