// `npm run bench:iq`: simulated examinees take the real adaptive IQ test on the real bank (two worker threads), and we
// print test length, precision, recovery of the true ability, item exposure and what happens to random clickers,
// against the targets. Exits 1 when a target is missed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Outcome, type Scenario } from './iq-simulate.ts';
import { ROOT } from './support.ts';

const WORKERS = 2;
const SEED = 0x2047;
const GENUINE = 5000;
const CLICKERS = 1000;
/** SD of the gap between the parameters that generate answers and those the test believes (b in logits, a absolute). */
const PERTURBATION = 0.3;
const TARGET_R = 0.93;
const TARGET_REACH = 0.95;
const TARGET_SE = 0.33;
const TARGET_EXPOSURE = 0.25;
const TARGET_CLICKERS = 0.95;
/** A clicker counts as caught when the result is "not interpretable" or at least 1.5 SD below the mean. */
const CLICKER_CEILING = -1.5;

function run(scenario: Scenario): Promise<Outcome[]> {
  const parts = Array.from({ length: WORKERS }, (_, w) => new Promise<Outcome[]>((resolve, reject) => {
    const count = Math.floor(scenario.count / WORKERS) + (w < scenario.count % WORKERS ? 1 : 0);
    const worker = new Worker(new URL('./iq-simulate.ts', import.meta.url), { workerData: { ...scenario, count, seed: scenario.seed * 31 + w } });
    worker.once('message', resolve);
    worker.once('error', reject);
  }));
  return Promise.all(parts).then((lists) => lists.flat());
}

const mean = (values: readonly number[]) => values.reduce((sum, x) => sum + x, 0) / values.length;
const share = (outcomes: readonly Outcome[], test: (o: Outcome) => boolean) => outcomes.filter(test).length / outcomes.length;
const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs), my = mean(ys);
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1]).map(([value, n]) => `${value} ${pct(n / values.length)}`).join(', ');
}

let failed = false;
const verdicts: string[] = [];
function target(label: string, met: boolean): void {
  if (!met) failed = true;
  verdicts.push(`${met ? 'met   ' : 'MISSED'} ${label}`);
}

function genuineReport(name: string, outcomes: readonly Outcome[], bankSize: number, targets: { reach: boolean }) {
  const errors = outcomes.map((o) => o.estimate - o.theta);
  const r = correlation(outcomes.map((o) => o.estimate), outcomes.map((o) => o.theta));
  const reach = share(outcomes, (o) => o.se <= TARGET_SE);
  const exposure = new Map<string, number>();
  for (const o of outcomes) for (const id of o.items) exposure.set(id, (exposure.get(id) ?? 0) + 1);
  const maxExposure = Math.max(...exposure.values()) / outcomes.length;
  const lengths = outcomes.map((o) => o.length);
  console.log(`\n${name}: ${outcomes.length} sittings, theta ~ N(0, 1)`);
  console.log(`  test length   mean ${mean(lengths).toFixed(1)}, min ${Math.min(...lengths)}, max ${Math.max(...lengths)}; minutes on scored items mean ${mean(outcomes.map((o) => o.minutes)).toFixed(1)}`);
  console.log(`  stop reasons  ${tally(outcomes.map((o) => o.stop))}`);
  console.log(`  mean SE ${mean(outcomes.map((o) => o.se)).toFixed(3)}  RMSE ${Math.sqrt(mean(errors.map((e) => e * e))).toFixed(3)}  bias ${mean(errors).toFixed(3)}  r(estimate, theta) ${r.toFixed(3)}`);
  console.log(`  SE <= ${TARGET_SE} reached: ${pct(reach)}; by true theta: ${[[-9, -2], [-2, -1], [-1, 0], [0, 1], [1, 2], [2, 9]].map(([low, high]) => {
    const band = outcomes.filter((o) => o.theta >= low! && o.theta < high!);
    return `${low === -9 ? '<' : `${low}..`}${high === 9 ? `>${low}` : high} ${pct(share(band, (o) => o.se <= TARGET_SE))} (n ${band.length})`;
  }).join(', ')}`);
  console.log(`  exposure      max ${pct(maxExposure)}, items used ${exposure.size} of ${bankSize}, never used ${bankSize - exposure.size}`);
  console.log(`  validity      ${tally(outcomes.map((o) => o.verdict))}`);
  const administered = outcomes.flatMap((o) => o.items.map((id) => layoutOf.get(id)!));
  const spreads = outcomes.map((o) => {
    const counts = LAYOUTS.map((layout) => o.items.filter((id) => layoutOf.get(id) === layout).length);
    return Math.max(...counts) - Math.min(...counts);
  });
  console.log(`  layouts       ${tally(administered)}; per sitting, most minus least used layout: mean ${mean(spreads).toFixed(2)}, max ${Math.max(...spreads)}`);
  target(`${name}: r(estimate, theta) ${r.toFixed(3)} >= ${TARGET_R}`, r >= TARGET_R);
  if (targets.reach) target(`${name}: SE <= ${TARGET_SE} within 25 items in ${pct(reach)} >= ${pct(TARGET_REACH)} of sittings`, reach >= TARGET_REACH);
  target(`${name}: maximum item exposure ${pct(maxExposure)} <= ${pct(TARGET_EXPOSURE)}`, maxExposure <= TARGET_EXPOSURE);
  return { r, reach, maxExposure, meanLength: mean(lengths), meanSe: mean(outcomes.map((o) => o.se)), rmse: Math.sqrt(mean(errors.map((e) => e * e))), bias: mean(errors) };
}

function clickerReport(name: string, outcomes: readonly Outcome[]) {
  const caught = share(outcomes, (o) => o.verdict === 'not-interpretable' || o.estimate <= CLICKER_CEILING);
  console.log(`\n${name}: ${outcomes.length} sittings`);
  console.log(`  verdicts      ${tally(outcomes.map((o) => o.verdict))}`);
  const reasons = [...new Set(outcomes.flatMap((o) => o.reasons))];
  console.log(`  reasons       ${reasons.map((reason) => `${reason} ${pct(share(outcomes, (o) => o.reasons.includes(reason)))}`).join(', ')}`);
  console.log(`  estimate      mean ${mean(outcomes.map((o) => o.estimate)).toFixed(2)}, highest ${Math.max(...outcomes.map((o) => o.estimate)).toFixed(2)}; length mean ${mean(outcomes.map((o) => o.length)).toFixed(1)}`);
  target(`${name}: "not interpretable" or estimate <= ${CLICKER_CEILING} for ${pct(caught)} >= ${pct(TARGET_CLICKERS)}`, caught >= TARGET_CLICKERS);
  return { caught };
}

const started = performance.now();
// One scenario at a time, each split over the workers, so no more threads run than there are cores.
const genuine = await run({ responder: 'genuine', count: GENUINE, seed: SEED, perturbation: 0 });
const perturbed = await run({ responder: 'genuine', count: GENUINE, seed: SEED + 1, perturbation: PERTURBATION });
const rapid = await run({ responder: 'clicker-rapid', count: CLICKERS, seed: SEED + 2, perturbation: 0 });
const slow = await run({ responder: 'clicker-normal', count: CLICKERS, seed: SEED + 3, perturbation: 0 });

// iq-simulate.ts installs the '.js' -> '.ts' resolution the API sources need, so it is imported first.
await import('./iq-simulate.ts');
const { itemBank, LAYOUTS } = await import('../api/src/modules/iq/index.ts');
const bank = itemBank();
const layoutOf = new Map(bank.map((item) => [item.id, item.layout]));
const bs = bank.map((item) => item.params.b);
console.log(`IQ bench: real bank (${bank.length} items, b ${Math.min(...bs).toFixed(2)}..${Math.max(...bs).toFixed(2)}, a ${Math.min(...bank.map((i) => i.params.a))}..${Math.max(...bank.map((i) => i.params.a))}), real adaptive algorithm, ${WORKERS} workers`);
console.log('Answers: 3PL with the pool parameters (or perturbed ones); wrong answers pick one of the seven wrong options.');
console.log('Times: lognormal, median 25 s at b = 0 (x e^(0.15 b)), person speed SD 0.25, item noise SD 0.35; rapid clickers 0.8-3.5 s.');
const results = {
  genuine: genuineReport('genuine examinees', genuine, bank.length, { reach: true }),
  perturbed: genuineReport(`true parameters perturbed (b + N(0, ${PERTURBATION}), a + N(0, ${PERTURBATION}))`, perturbed, bank.length, { reach: false }),
  genuineFlagged: share(genuine, (o) => o.verdict === 'not-interpretable'),
  rapid: clickerReport('random clickers, rapid (0.8-3.5 s)', rapid),
  slow: clickerReport('random clickers, normal-looking times', slow),
};
console.log(`\ngenuine examinees told "not interpretable": ${pct(results.genuineFlagged)}`);
console.log('');
for (const line of verdicts) console.log(line);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
await writeFile(path.join(ROOT, 'bench/results/iq.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(failed ? 1 : 0);
