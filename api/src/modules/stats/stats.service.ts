// Landing counters: completed tests, accuracy ratings and purchases, counted in the database in three statements.
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireExam } from '../exam/exam.service.js';
import type { LandingStats } from './stats.types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function landingStats(
  em: EntityManager,
  examId: number,
  country: string | undefined,
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
  const [purchases] = await connection.execute<Array<{ today: string; latest: Date | string | null }>>(
    `select count(*) filter (where paid_at >= ?) as today, max(paid_at) as latest
       from purchase_order where exam_id = ? and status = 'paid'`,
    [startOfUtcDay(now), examId],
  );
  const average = ratings?.average === null || ratings?.average === undefined ? undefined : Number(ratings.average);
  return {
    completedToday: Number(attempts?.today ?? 0),
    completedInRegion: region ? Number(attempts?.region ?? 0) : 0,
    region,
    completedLast30Days: Number(attempts?.last30 ?? 0),
    totalCompleted: Number(attempts?.total ?? 0),
    accuracyRating: average === undefined ? undefined : Math.round(average * 10) / 10,
    ratingCount: Number(ratings?.count ?? 0),
    purchasesToday: Number(purchases?.today ?? 0),
    lastPurchaseAt: purchases?.latest ? new Date(purchases.latest) : undefined,
  };
}
