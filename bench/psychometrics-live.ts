// The real-answer half of `npm run bench:psychometrics`: from the submitted personality tests in the database, alpha per
// indicator, corrected item-total correlations and the share of people flagged borderline, or a plain statement that
// there are not enough answers yet. Reads DATABASE_URL, or a copy of the embedded database in DATA_DIR (.data).
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { cronbachAlpha, itemTotalCorrelations, MIN_RESPONDENTS } from '../api/src/modules/scoring/reliability.ts';
import { INDICATORS, keyedResponse, type KeyedPole, scorePersonality, type ScorableItem } from '../api/src/modules/scoring/scoring.ts';
import { ROOT } from './support.ts';

const PERSONALITY_EXAM_ID = 1836;
/** Item-total correlations under this usually mark a statement that does not pull with its indicator. */
const WEAK_ITEM_TOTAL = 0.2;

interface QuestionRow { key: string; indicator: ScorableItem['indicator']; keyed: KeyedPole }
interface AttemptRow { answers: Record<string, unknown> }
type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>;

const QUESTIONS_SQL = `select key, indicator::text as indicator, keyed::text as keyed from question
  where exam_id = $1 and indicator is not null and keyed is not null order by position`;
const ATTEMPTS_SQL = `select answers from attempt where exam_id = $1 and status = 'submitted'`;

/** A query function over the configured database, and how to close it; null when there is none to read. */
async function openDatabase(): Promise<{ label: string; query: Query; close(): Promise<void> } | null> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    return {
      label: `DATABASE_URL (${new URL(url).host})`,
      query: async <T>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data', 'pglite');
  if (!(await stat(dataDir).catch(() => null))) return null;
  // A copy, so a running server keeps sole use of its files: PGlite is single-process.
  const copy = await mkdtemp(path.join(os.tmpdir(), 'mindprint-psychometrics-'));
  await cp(dataDir, copy, { recursive: true });
  const db = await PGlite.create({ dataDir: copy });
  return {
    label: `a copy of the embedded database in ${path.relative(ROOT, dataDir)}`,
    query: async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows,
    close: async () => {
      await db.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** Prints the real-answer figures; returns lines so the caller can place them after the simulation. */
export async function liveFigures(): Promise<string[]> {
  const lines: string[] = [];
  let database;
  try {
    database = await openDatabase();
  } catch (error) {
    return [`Real answers: could not open the database (${(error as Error).message}); nothing to report.`];
  }
  if (!database) return ['Real answers: no database to read (set DATABASE_URL, or run the app once so .data exists).'];
  try {
    const items = await database.query<QuestionRow>(QUESTIONS_SQL, [PERSONALITY_EXAM_ID]);
    const attempts = (await database.query<AttemptRow>(ATTEMPTS_SQL, [PERSONALITY_EXAM_ID])).map((row) => numericAnswers(row.answers));
    lines.push(`Real answers: ${attempts.length} submitted tests of exam ${PERSONALITY_EXAM_ID} in ${database.label}`);
    if (attempts.length < MIN_RESPONDENTS) {
      lines.push(`  Not enough answers yet: figures from real answers need at least ${MIN_RESPONDENTS} submitted tests `
        + `(the same minimum as the published reliability), so none are reported.`);
      return lines;
    }
    lines.push(...indicatorFigures(items, attempts));
    return lines;
  } finally {
    await database.close();
  }
}

function numericAnswers(raw: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

function indicatorFigures(items: readonly QuestionRow[], attempts: readonly Record<string, number>[]): string[] {
  const scores = attempts.flatMap((answers) => {
    try {
      return [scorePersonality(items, answers)];
    } catch {
      return []; // an answer set the current bank cannot score, e.g. one with an item since removed
    }
  });
  const lines = [`indicator  complete  alpha  borderline (of ${scores.length} scored)  corrected item-total r per item`];
  const weak: string[] = [];
  INDICATORS.forEach((indicator, d) => {
    const own = items.filter((item) => item.indicator === indicator);
    // As the published alpha: only people who answered every item of the indicator.
    const matrix = attempts
      .filter((answers) => own.every((item) => item.key in answers))
      .map((answers) => own.map((item) => keyedResponse(answers[item.key], item.keyed)));
    const enough = matrix.length >= MIN_RESPONDENTS;
    let alpha = Number.NaN;
    try {
      if (enough) alpha = cronbachAlpha(matrix);
    } catch {
      // totals that do not vary leave alpha undefined; NaN prints as n/a
    }
    const correlations = enough ? itemTotalCorrelations(matrix) : [];
    correlations.forEach((r, j) => {
      if (!(r >= WEAK_ITEM_TOTAL)) weak.push(`${own[j].key} ${r.toFixed(2)}`);
    });
    const borderline = scores.filter((score) => score.indicators[d].borderline).length;
    lines.push(`${indicator.padEnd(9)}  ${String(matrix.length).padStart(8)}  ${Number.isNaN(alpha) ? '  n/a' : alpha.toFixed(3)}  `
      + `${`${((borderline / Math.max(scores.length, 1)) * 100).toFixed(1)}%`.padStart(23)}  `
      + (enough ? own.map((item, j) => `${item.key} ${correlations[j].toFixed(2)}`).join(' ') : `under ${MIN_RESPONDENTS} complete answers`));
  });
  lines.push(weak.length
    ? `items under r = ${WEAK_ITEM_TOTAL} (review their wording and translations): ${weak.join(', ')}`
    : `no item under r = ${WEAK_ITEM_TOTAL}`);
  return lines;
}
