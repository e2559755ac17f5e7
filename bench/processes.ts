// What the benchmarks ask of the machine: a PostgreSQL server for throwaway databases, and a process's CPU time.
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
/** Linux clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new empty database on the server; its URL. */
export async function createDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), and that name. */
async function procStat(pid: number | string): Promise<{ name: string; fields: string[] }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}

/** User plus system CPU time a process has used, in milliseconds. */
export async function cpuMillis(pid: number): Promise<number> {
  const { fields } = await procStat(pid);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time, in milliseconds, used by this machine's PostgreSQL server (a local one: the bench's databases live there):
 * every live `postgres` process, plus what its ended children used (the postmaster's reaped-children times).
 */
export async function postgresCpuMillis(): Promise<number> {
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await procStat(entry).catch(() => null);
    if (stat?.name !== 'postgres') continue;
    const [utime, stime, cutime, cstime] = stat.fields.slice(11, 15).map(Number) as [number, number, number, number];
    ticks += utime + stime + cutime + cstime;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
