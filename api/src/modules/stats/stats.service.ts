// The one source of every number a visitor sees: live counts from real data (completed tests, the people who paid,
// the ratings people gave their reports), counted in three statements, and the operator's marketing figures (config),
// each shown with its source and date and only where no live figure contradicts it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireExam } from '../exam/exam.service.js';
import type { MarketingFigure } from '../../config.js';
import type { LandingStats, MarketingFigureType } from './stats.types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

type Live = Omit<LandingStats, 'marketingFigures'>;

/** Ratings differ when they do not round to the same tenth. */
const sameTenth = (a: number, b: number) => Math.round(a * 10) === Math.round(b * 10);

/**
 * The configured figures a visitor may see beside the live ones: a rating only when real ratings say the same, a test
 * count only when it is the live count, a user count only when the live count of completed tests reaches it; the
 * accuracy claim has no live counterpart and is shown with its source.
 */
export function shownMarketingFigures(figures: readonly MarketingFigure[], live: Live): MarketingFigureType[] {
  return figures.filter((figure) => {
    switch (figure.key) {
      case 'rating':
        return live.accuracyRating !== undefined && live.ratingCount > 0 && sameTenth(figure.value, live.accuracyRating);
      case 'testsLast30Days':
        return figure.value === live.completedLast30Days;
      case 'users':
        return figure.value <= live.totalCompleted;
      case 'accuracy':
        return figure.value <= 100;
    }
  }).map((figure) => ({ key: figure.key, value: figure.value, source: figure.source, asOf: figure.asOf }));
}

export async function landingStats(
  em: EntityManager,
  examId: number,
  country: string | undefined,
  figures: readonly MarketingFigure[] = [],
  now: Date = new Date(),
): Promise<LandingStats> {
  await requireExam(em, examId);
  const region = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
  const connection = em.getConnection();
  const [attempts] = await connection.execute<Array<Record<string, string>>>(
    `select count(*) filter (where submitted_at >= ?) as today,
            count(*) filter (where submitted_at >= ? and country = ?) as region,
            count(*) filter (where submitted_at >= ?) as last30,
            count(*) as total
       from attempt where exam_id = ? and status = 'submitted'`,
    [startOfUtcDay(now), startOfUtcDay(now), region ?? '', new Date(now.getTime() - 30 * DAY_MS), examId],
  );
  const [ratings] = await connection.execute<Array<Record<string, string | null>>>(
    `select avg(accuracy_rating)::float8 as average, count(accuracy_rating) as count
       from report where exam_id = ? and accuracy_rating is not null`,
    [examId],
  );
  // People, not orders: a buyer with a report, an upsell and a plan today counts once.
  const [purchases] = await connection.execute<Array<{ today: string; latest: Date | string | null }>>(
    `select count(distinct lower(email)) filter (where paid_at >= ?) as today, max(paid_at) as latest
       from purchase_order where exam_id = ? and status = 'paid'`,
    [startOfUtcDay(now), examId],
  );
  const average = ratings?.average === null || ratings?.average === undefined ? undefined : Number(ratings.average);
  const live: Live = {
    completedToday: Number(attempts?.today ?? 0),
    completedInRegion: region ? Number(attempts?.region ?? 0) : 0,
    region,
    completedLast30Days: Number(attempts?.last30 ?? 0),
    totalCompleted: Number(attempts?.total ?? 0),
    accuracyRating: average === undefined ? undefined : Math.round(average * 10) / 10,
    ratingCount: Number(ratings?.count ?? 0),
    buyersToday: Number(purchases?.today ?? 0),
    lastPurchaseAt: purchases?.latest ? new Date(purchases.latest) : undefined,
  };
  return { ...live, marketingFigures: shownMarketingFigures(figures, live) };
}
