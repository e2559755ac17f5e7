// `node bench/pdf.ts`: composes and renders 50 full report PDFs across the nine locales and sixteen types after one
// warm-up, and prints milliseconds per PDF (median, p95) and PDF sizes against the p95 target.
// The report modules import each other with '.js' specifiers, which Node's type stripping does not map to '.ts', so the
// bench loads the compiled modules from api/dist and rebuilds them first when a source file is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile, ROOT } from './support.ts';

import type * as ComposeModule from '../api/src/modules/report/compose/compose-report.ts';
import type * as SampleModule from '../api/src/modules/report/compose/sample-score.ts';
import type * as RenderModule from '../api/src/modules/report/pdf/render-report-pdf.ts';
import type { Locale } from '../api/src/shared/locale.ts';

const REPORTS = 50;
const TARGET_P95_MS = 300;
const LOCALES: readonly Locale[] = ['EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'];
const TYPES = ['INTJ', 'ESFP', 'INFP', 'ESTJ', 'ENTP', 'ISFJ', 'ENFJ', 'ISTP', 'INTP', 'ESFJ', 'INFJ', 'ESTP', 'ENTJ', 'ISFP', 'ENFP', 'ISTJ'];
const INDICATORS = ['EI', 'SN', 'TF', 'JP', 'AT'] as const;

/** Source files (tests aside) whose compiled file is missing or older. */
function staleSources(dir = path.join(ROOT, 'api/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return staleSources(file);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || entry.name.endsWith('.d.ts')) return [];
    const compiled = path.join(ROOT, 'api/dist', path.relative(path.join(ROOT, 'api/src'), file)).replace(/\.ts$/, '.js');
    return existsSync(compiled) && statSync(compiled).mtimeMs >= statSync(file).mtimeMs ? [] : [file];
  });
}

function load<T>(relative: string): Promise<T> {
  return import(pathToFileURL(path.join(ROOT, 'api/dist', relative)).href) as Promise<T>;
}

/** A small deterministic generator (mulberry32), so every run renders the same reports. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

if (process.env.BENCH_REBUILD || staleSources().length) {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'api'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { composeReport } = await load<typeof ComposeModule>('modules/report/compose/compose-report.js');
const { SAMPLE_RANKING, sampleScore } = await load<typeof SampleModule>('modules/report/compose/sample-score.js');
const { renderReportPdf } = await load<typeof RenderModule>('modules/report/pdf/render-report-pdf.js');

const next = random(1836);
/** Report i: locales in turn, types in turn, leanings from 50 (often borderline) to 100, identity A or T. */
function input(index: number) {
  const leanings = Object.fromEntries(INDICATORS.map((indicator) => [indicator, 50 + Math.round(next() * 50)]));
  const fullCode = `${TYPES[index % TYPES.length]}-${next() < 0.5 ? 'A' : 'T'}`;
  return { score: sampleScore(fullCode, leanings), locale: LOCALES[index % LOCALES.length], recentCountries: index % 3 ? SAMPLE_RANKING.recentCountries : [] };
}

const warmStart = performance.now();
await renderReportPdf(composeReport(input(0)));
const warmUp = performance.now() - warmStart;

const renderMs: number[] = [];
const composeMs: number[] = [];
const cpuMs: number[] = [];
const sizes: number[] = [];
const perLocale = new Map<Locale, number[]>();
for (let index = 1; index <= REPORTS; index++) {
  const reportInput = input(index);
  const composeStart = performance.now();
  const report = composeReport(reportInput);
  composeMs.push(performance.now() - composeStart);
  const cpuStart = process.cpuUsage();
  const renderStart = performance.now();
  const pdf = await renderReportPdf(report);
  const elapsed = performance.now() - renderStart;
  const cpu = process.cpuUsage(cpuStart);
  renderMs.push(elapsed);
  cpuMs.push((cpu.user + cpu.system) / 1000);
  sizes.push(pdf.length);
  perLocale.set(reportInput.locale, [...(perLocale.get(reportInput.locale) ?? []), elapsed]);
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
const median = (values: number[]) => percentile(sorted(values), 50);
const p95 = (values: number[]) => percentile(sorted(values), 95);

console.log(`report PDF: ${REPORTS} full reports across ${LOCALES.length} locales and ${TYPES.length} types, after one warm-up (${ms(warmUp)}, fonts loaded)`);
console.log(`render   median ${ms(median(renderMs))}  p95 ${ms(p95(renderMs))}  max ${ms(Math.max(...renderMs))}`);
console.log(`cpu      median ${ms(median(cpuMs))}  p95 ${ms(p95(cpuMs))}   (process CPU time per render; differs from wall time on a busy machine)`);
console.log(`compose  median ${ms(median(composeMs))}  p95 ${ms(p95(composeMs))}`);
console.log(`size     median ${kb(median(sizes))}  min ${kb(Math.min(...sizes))}  max ${kb(Math.max(...sizes))}`);
console.log(`per locale (median render): ${LOCALES.map((locale) => `${locale} ${median(perLocale.get(locale) ?? []).toFixed(0)}`).join('  ')}`);
const met = p95(renderMs) <= TARGET_P95_MS;
console.log(`target: p95 <= ${TARGET_P95_MS} ms per PDF ${met ? 'met' : 'MISSED'}`);

await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
await writeFile(path.join(ROOT, 'bench/results/pdf.json'), `${JSON.stringify({
  reports: REPORTS,
  warmUpMs: warmUp,
  render: { median: median(renderMs), p95: p95(renderMs) },
  cpu: { median: median(cpuMs), p95: p95(cpuMs) },
  compose: { median: median(composeMs), p95: p95(composeMs) },
  bytes: { median: median(sizes), min: Math.min(...sizes), max: Math.max(...sizes) },
  met,
}, null, 2)}\n`);
process.exit(met ? 0 : 1);
