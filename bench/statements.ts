// `npm run bench:funnel -- --statements`: how many SQL statements one buyer's funnel sends, per step, read from the
// PostgreSQL server's own statement log (log_statement = 'all' on a throwaway database). Needs the server's log file
// readable (BENCH_PG_LOG, default the Debian path); statements of pg-boss and of timers between steps are counted apart.
import { open, stat } from 'node:fs/promises';
import pg from 'pg';
import { runFunnels, STEPS, type Step } from './funnel-driver.ts';
import { ADMIN_URL, createDatabase, dropDatabase } from './processes.ts';
import { startServer } from './support.ts';

const LOG_FILE = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
/** A log entry's first line: `2026-11-26 15:55:45.663 UTC [30661] user@db LOG:  statement: select ...`. */
const ENTRY = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC \[\d+\] [^@\s]*@(\S+) (\w+):\s+(.*)$/;

export interface StatementCounts {
  funnels: number;
  /** Per step, per funnel: statements of the application (pg-boss's own excluded). */
  steps: Record<Step, number>;
  perFunnel: number;
  transactionsPerFunnel: number;
  pgBossPerFunnel: number;
  /** Statements outside every step (timers, sweeps), per funnel. */
  backgroundPerFunnel: number;
  /** The most repeated statements (table of the first `from`/`into`/`update`), per funnel. */
  topTables: Array<[string, number]>;
}

interface Entry {
  at: number;
  text: string;
}

async function readFrom(file: string, offset: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

function entriesOf(log: string, database: string): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  for (const line of log.split('\n')) {
    const match = ENTRY.exec(line);
    if (match) {
      current = undefined;
      const [, time, db, level, message] = match;
      if (db !== database || level !== 'LOG' || !/^(statement|execute [^:]*):/.test(message!)) continue;
      current = { at: Date.parse(`${time!.replace(' ', 'T')}Z`), text: message!.replace(/^(statement|execute [^:]*):\s*/, '') };
      entries.push(current);
    } else if (current) {
      current.text += `\n${line}`;
    }
  }
  return entries;
}

function tableOf(sql: string): string {
  const match = /\b(?:from|into|update)\s+"?(\w+)"?(?:\."?(\w+)"?)?/i.exec(sql);
  // A statement without a table, by its first word after any leading comment (the pipelining marks).
  if (!match) return sql.replace(/^\s*\/\*.*?\*\/\s*/s, '').trim().split(/\s+/)[0]!.toLowerCase();
  return match[2] ? `${match[1]}.${match[2]}` : match[1]!;
}

/** One buyer walks funnels for `seconds` against `root`'s API on a fresh database whose statements are logged. */
export async function countStatements(root: string, seconds = 6): Promise<StatementCounts> {
  const url = await createDatabase('mindprint_statements');
  const database = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`alter database "${database}" set log_statement = 'all'`);
    const server = await startServer({ DATABASE_URL: url, NODE_ENV: 'test', DB_POOL_SIZE: '10' }, { root });
    const windows: Array<{ step: Step; from: number; to: number }> = [];
    let offset = 0;
    let completed = 0;
    try {
      // Warm the process first: the first funnel pays for lazy start-up work no other funnel sees.
      await runFunnels([server.url], { buyers: 1, seconds: 1, warmupSeconds: 0 });
      offset = (await stat(LOG_FILE)).size;
      ({ funnels: completed } = await runFunnels([server.url], {
        buyers: 1, seconds, warmupSeconds: 0,
        // Log timestamps are whole milliseconds: widen each window by one on both sides.
        onStep: (step, ms, startedAt) => windows.push({ step, from: startedAt - 1, to: startedAt + Math.ceil(ms) + 1 }),
      }));
    } finally {
      await server.stop();
    }
    const entries = entriesOf(await readFrom(LOG_FILE, offset), database);
    const first = windows[0]?.from ?? 0;
    const last = windows.at(-1)?.to ?? 0;
    const steps = Object.fromEntries(STEPS.map((step) => [step, 0])) as Record<Step, number>;
    let transactions = 0;
    let pgBoss = 0;
    let background = 0;
    const tables = new Map<string, number>();
    for (const entry of entries) {
      if (entry.at < first || entry.at > last) continue;
      if (/\bpgboss\b/.test(entry.text)) {
        pgBoss += 1;
        continue;
      }
      const window = windows.find((candidate) => entry.at >= candidate.from && entry.at <= candidate.to);
      if (!window) {
        background += 1;
        continue;
      }
      steps[window.step] += 1;
      if (/^\s*begin\b/i.test(entry.text)) transactions += 1;
      const table = tableOf(entry.text);
      tables.set(table, (tables.get(table) ?? 0) + 1);
    }
    // Steps of a funnel that was cut off by the end of the run count too: divide by the funnels started.
    const funnels = Math.max(1, windows.filter((window) => window.step === 'questions').length);
    const per = (value: number) => value / funnels;
    for (const step of STEPS) steps[step] = per(steps[step]);
    return {
      funnels: completed,
      steps,
      perFunnel: Object.values(steps).reduce((sum, value) => sum + value, 0),
      transactionsPerFunnel: per(transactions),
      pgBossPerFunnel: per(pgBoss),
      backgroundPerFunnel: per(background),
      topTables: [...tables.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([table, count]) => [table, per(count)]),
    };
  } finally {
    await admin.end();
    await dropDatabase(url);
  }
}

export function printStatements(name: string, counts: StatementCounts): void {
  console.log(`\n${name}: ${counts.perFunnel.toFixed(1)} statements per funnel (${counts.transactionsPerFunnel.toFixed(1)} transactions), `
    + `pg-boss ${counts.pgBossPerFunnel.toFixed(1)}, between steps ${counts.backgroundPerFunnel.toFixed(1)}; ${counts.funnels} funnels by one buyer`);
  console.log(`  per step: ${STEPS.map((step) => `${step} ${counts.steps[step].toFixed(1)}`).join(', ')}`);
  console.log(`  by table: ${counts.topTables.map(([table, count]) => `${table} ${count.toFixed(1)}`).join(', ')}`);
}
