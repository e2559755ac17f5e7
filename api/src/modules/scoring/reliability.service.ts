// The reliability we publish: Cronbach's alpha per indicator, computed in the database from the answers of every
// submitted attempt (no attempt is loaded as an entity), and kept in memory for ten minutes per exam.
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireExam } from '../exam/exam.service.js';
import type { Indicator } from '../question/question.entity.js';
import type { IndicatorReliability, Reliability, SimulatedReliability } from './reliability.types.js';
import { SIMULATED_RELIABILITY } from './simulated-reliability.js';
import { MIN_RESPONDENTS } from './reliability.js';
import { INDICATORS, SCALE } from './scoring.js';

export { MIN_RESPONDENTS };
export const CACHE_MS = 10 * 60_000;

/** What alpha needs from one indicator: k items, n complete respondents, and the two kinds of sample variance. */
export interface IndicatorMoments {
  items: number;
  respondents: number;
  /** Sum over the items of each item's variance across respondents. */
  itemVarianceSum: number | null;
  /** Variance across respondents of their total over the items. */
  totalVariance: number | null;
}

/** k/(k-1) * (1 - sum of item variances / variance of totals), or null where it is unpublishable or undefined. */
export function alphaFromMoments(moments: IndicatorMoments, minRespondents = MIN_RESPONDENTS): number | null {
  const { items: k, respondents: n, itemVarianceSum, totalVariance } = moments;
  if (n < Math.max(minRespondents, 2) || k < 2 || itemVarianceSum === null || !totalVariance) return null;
  return (k / (k - 1)) * (1 - itemVarianceSum / totalVariance);
}

interface MomentsRow {
  indicator: Indicator;
  items: number;
  respondents: number;
  item_variance_sum: number | null;
  total_variance: number | null;
  complete: number;
}

// Second-keyed items are reverse-scored (min + max - answer), as scoring keys them (keyedResponse). A respondent counts
// for an indicator only with every one of its items answered, so every item variance rests on the same people.
const MOMENTS_SQL = `
with items as (
  select key, indicator::text as indicator, keyed::text as keyed from question
   where exam_id = ? and indicator is not null and keyed is not null
),
item_counts as (select indicator, count(*)::int as k from items group by indicator),
responses as (
  select a.id as attempt_id, i.indicator, i.key,
         case when i.keyed = 'first' then (e.value)::float8 else ?::float8 - (e.value)::float8 end as x
    from attempt a
    cross join lateral jsonb_each(a.answers) e
    join items i on i.key = e.key
   where a.exam_id = ? and a.status = 'submitted' and jsonb_typeof(e.value) = 'number'
),
complete as (
  select r.attempt_id, r.indicator, sum(r.x) as total
    from responses r join item_counts c on c.indicator = r.indicator
   group by r.attempt_id, r.indicator, c.k
  having count(*) = c.k
),
item_variances as (
  select r.indicator, r.key, var_samp(r.x) as v
    from responses r join complete c on c.attempt_id = r.attempt_id and c.indicator = r.indicator
   group by r.indicator, r.key
),
totals as (select indicator, count(*)::int as n, var_samp(total) as v from complete group by indicator),
fully as (
  select count(*)::int as n from (select attempt_id from complete group by attempt_id
    having count(*) = (select count(*) from item_counts)) as everyone
)
select c.indicator, c.k as items, coalesce(t.n, 0) as respondents, t.v as total_variance,
       (select sum(iv.v) from item_variances iv where iv.indicator = c.indicator) as item_variance_sum,
       (select n from fully) as complete
  from item_counts c left join totals t on t.indicator = c.indicator`;

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

export async function computeReliability(em: EntityManager, examId: number, now: Date): Promise<Reliability> {
  const rows = await em.getConnection().execute<MomentsRow[]>(MOMENTS_SQL, [examId, SCALE.min + SCALE.max, examId]);
  const byIndicator = new Map(rows.map((row) => [row.indicator, row]));
  const indicators: IndicatorReliability[] = INDICATORS.flatMap((code) => {
    const row = byIndicator.get(code as Indicator);
    if (!row) return [];
    const moments: IndicatorMoments = {
      items: Number(row.items),
      respondents: Number(row.respondents),
      itemVarianceSum: toNumber(row.item_variance_sum),
      totalVariance: toNumber(row.total_variance),
    };
    return [{ indicator: row.indicator, alpha: alphaFromMoments(moments), respondents: moments.respondents, items: moments.items }];
  });
  const simulated = indicators.length > 0 ? simulatedFigures() : null;
  return { examId, respondents: Number(rows[0]?.complete ?? 0), minimumRespondents: MIN_RESPONDENTS, indicators, simulated, computedAt: now };
}

function simulatedFigures(): SimulatedReliability {
  const { respondents, loadingRange, indicators } = SIMULATED_RELIABILITY;
  return {
    respondents,
    loadingLow: loadingRange[0],
    loadingHigh: loadingRange[1],
    indicators: indicators.map((row) => ({ ...row, indicator: row.indicator as Indicator })),
  };
}

interface Cached {
  expiresAt: number;
  value: Promise<Reliability>;
}

/** Per exam; the promise itself is kept, so a burst of readers shares one computation. */
const cache = new Map<number, Cached>();

/** The published figures: computed at most once per ten minutes per exam in this process. */
export async function publishedReliability(em: EntityManager, examId: number, now = new Date()): Promise<Reliability> {
  await requireExam(em, examId);
  const cached = cache.get(examId);
  if (cached && cached.expiresAt > now.getTime()) return cached.value;
  const value = computeReliability(em, examId, now);
  cache.set(examId, { expiresAt: now.getTime() + CACHE_MS, value });
  // A failed computation is not published for ten minutes: the next reader tries again.
  value.catch(() => {
    if (cache.get(examId)?.value === value) cache.delete(examId);
  });
  return value;
}
