// `npm run bench:psychometrics`: simulated respondents with known traits answer the real item bank twice; the real scoring
// module scores them, and we print reliability, letter recovery and retest stability against the targets we publish.
import { personalityItems } from '../api/src/db/seed/data/personality-items.ts';
import { cronbachAlpha } from '../api/src/modules/scoring/reliability.ts';
import { SIMULATED_RELIABILITY, type SimulatedIndicatorFigures } from '../api/src/modules/scoring/simulated-reliability.ts';
import { liveFigures } from './psychometrics-live.ts';
import {
  INDICATORS, keyedResponse, type PersonalityScore, POLE_LETTERS, SCALE, scorePersonality,
} from '../api/src/modules/scoring/scoring.ts';

const SEED = 0x5eed_2026;
const RESPONDENTS = 20_000;
// Response model (ordinal, latent-continuous): latent = loading * theta * keyedSign + acquiescence + intercept + noise,
// noise SD = sqrt(1 - loading^2) so the loading is the item's standardized loading. Loadings of 0.45-0.75 are what
// good published scales (BFI-2, IPIP) report for single items; nothing here is tuned to the targets.
const LOADING_RANGE = [0.45, 0.75] as const;
/** Items differ in how easy they are to agree with. */
const INTERCEPT_SD = 0.25;
/** A person's tendency to agree with any statement, the same on both sittings; balanced keying cancels most of it. */
const ACQUIESCENCE_SD = 0.15;
/** Cuts of the latent response into answers 1..7: about 7/13/20/20/20/13/7 % for an average item. */
const THRESHOLDS = [-1.5, -0.85, -0.25, 0.25, 0.85, 1.5];
const TARGET_ALPHA = 0.8;
const TARGET_CLEAR_AGREEMENT = 0.9;

/** sfc32 seeded through splitmix32: small, fast and good enough for simulation; deterministic for a given SEED. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(), b = split(), c = split(), d = split();
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return ((t >>> 0) + 0.5) / 4294967296;
  };
}

/** Standard normal draws by Box-Muller, using both values of each pair. */
function normal(uniform: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, error < 1.5e-7), for the expected answers. */
function phi(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const uniform = random(SEED);
const gauss = normal(uniform);
const items = personalityItems.map((item) => {
  const loading = LOADING_RANGE[0] + (LOADING_RANGE[1] - LOADING_RANGE[0]) * uniform();
  return {
    ...item,
    dimension: INDICATORS.indexOf(item.indicator),
    sign: item.keyed === 'first' ? 1 : -1,
    loading,
    intercept: INTERCEPT_SD * gauss(),
    noiseSd: Math.sqrt(1 - loading ** 2),
  };
});

interface Person {
  theta: number[];
  acquiescence: number;
}

function sit(person: Person): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const item of items) {
    const latent = item.loading * item.sign * person.theta[item.dimension] + person.acquiescence + item.intercept + item.noiseSd * gauss();
    let answer = 1;
    while (answer <= THRESHOLDS.length && latent > THRESHOLDS[answer - 1]) answer++;
    answers[item.key] = answer;
  }
  return answers;
}

/** The score this person would get on average over endless sittings: what a 90% band should usually contain. */
function trueScores(person: Person): number[] {
  const sums = INDICATORS.map(() => 0);
  const counts = INDICATORS.map(() => 0);
  for (const item of items) {
    const mean = item.loading * item.sign * person.theta[item.dimension] + person.acquiescence + item.intercept;
    const expected = THRESHOLDS.reduce((sum, cut) => sum + phi((mean - cut) / item.noiseSd), SCALE.min);
    sums[item.dimension] += keyedResponse(expected, item.keyed);
    counts[item.dimension]++;
  }
  return sums.map((sum, d) => ((sum / counts[d] - SCALE.min) / (SCALE.max - SCALE.min)) * 100);
}

const started = performance.now();
const people: Person[] = [];
const truths: number[][] = [];
const first: PersonalityScore[] = [];
const second: PersonalityScore[] = [];
const matrices = INDICATORS.map((): number[][] => []);
const answerCounts = [0, 0, 0, 0, 0, 0, 0];
for (let p = 0; p < RESPONDENTS; p++) {
  const person = { theta: INDICATORS.map(() => gauss()), acquiescence: ACQUIESCENCE_SD * gauss() };
  const answers = sit(person);
  people.push(person);
  truths.push(trueScores(person));
  first.push(scorePersonality(personalityItems, answers));
  second.push(scorePersonality(personalityItems, sit(person)));
  INDICATORS.forEach((indicator, d) => {
    matrices[d].push(items.filter((item) => item.indicator === indicator).map((item) => keyedResponse(answers[item.key], item.keyed)));
  });
  for (const value of Object.values(answers)) answerCounts[value - 1]++;
}

const share = (hits: number, total: number) => (total === 0 ? Number.NaN : hits / total);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const loadings = items.map((item) => item.loading);

console.log(`Psychometrics: ${RESPONDENTS} simulated respondents x 2 sittings on the ${items.length}-item bank, seed 0x${SEED.toString(16)}`);
console.log('Model: latent = loading * theta * keyedSign + acquiescence + intercept + noise, cut into 1..7');
console.log(`  theta ~ N(0,1) per indicator, independent; loadings ~ U(${LOADING_RANGE.join(', ')}), drawn: min ${Math.min(...loadings).toFixed(2)}, `
  + `mean ${(loadings.reduce((sum, x) => sum + x, 0) / loadings.length).toFixed(2)}, max ${Math.max(...loadings).toFixed(2)}`);
console.log(`  noise SD = sqrt(1 - loading^2); intercept SD ${INTERCEPT_SD}; acquiescence SD ${ACQUIESCENCE_SD}; thresholds ${THRESHOLDS.join(' ')}`);
console.log(`  retest: same theta, acquiescence and items, fresh noise; answers 1..7 used: ${answerCounts.map((n) => pct(n / (RESPONDENTS * items.length))).join(' ')}`);
console.log('');
console.log('indicator  loading  alpha  r(score,θ)  recovered  borderline  band width  band covers true  retest  retest|clear (n)');

let failed = false;
const verdicts: string[] = [];
const published: SimulatedIndicatorFigures[] = [];
INDICATORS.forEach((indicator, d) => {
  let recovered = 0, borderline = 0, covered = 0, agree = 0, clear = 0, clearAgree = 0, width = 0;
  const scores: number[] = [];
  const thetas: number[] = [];
  for (let p = 0; p < RESPONDENTS; p++) {
    const once = first[p].indicators[d];
    const again = second[p].indicators[d];
    const truth = truths[p][d];
    scores.push(once.score);
    thetas.push(people[p].theta[d]);
    if (once.letter === POLE_LETTERS[indicator][people[p].theta[d] > 0 ? 0 : 1]) recovered++;
    if (once.band.low <= truth && truth <= once.band.high) covered++;
    width += once.band.high - once.band.low;
    if (once.letter === again.letter) agree++;
    if (once.borderline) borderline++;
    else {
      clear++;
      if (once.letter === again.letter) clearAgree++;
    }
  }
  const alpha = cronbachAlpha(matrices[d]);
  const own = items.filter((item) => item.indicator === indicator);
  const loading = own.reduce((sum, item) => sum + item.loading, 0) / own.length;
  const clearAgreement = share(clearAgree, clear);
  console.log(`${indicator.padEnd(9)}  ${loading.toFixed(2).padStart(7)}  ${alpha.toFixed(3)}  ${correlation(scores, thetas).toFixed(3).padStart(10)}  ${pct(recovered / RESPONDENTS).padStart(9)}  `
    + `${pct(borderline / RESPONDENTS).padStart(10)}  ${(width / RESPONDENTS).toFixed(1).padStart(10)}  ${pct(covered / RESPONDENTS).padStart(16)}  `
    + `${pct(agree / RESPONDENTS).padStart(6)}  ${pct(clearAgreement).padStart(6)} (${clear})`);
  const round = (value: number) => Number(value.toFixed(3));
  published.push({
    indicator, alpha: round(alpha), borderlineShare: round(borderline / RESPONDENTS), bandCoverage: round(covered / RESPONDENTS),
    retestAgreementClear: round(clearAgreement),
  });
  verdicts.push(verdict(`${indicator} alpha ${alpha.toFixed(3)} >= ${TARGET_ALPHA}`, alpha >= TARGET_ALPHA));
  verdicts.push(verdict(`${indicator} retest letter agreement when not borderline ${pct(clearAgreement)} >= ${pct(TARGET_CLEAR_AGREEMENT)}`,
    clearAgreement >= TARGET_CLEAR_AGREEMENT));
});

let typeRecovered = 0, typeAgree = 0, fullAgree = 0, settled = 0, settledAgree = 0, primaryOrSecondary = 0;
for (let p = 0; p < RESPONDENTS; p++) {
  const latent = INDICATORS.slice(0, 4).map((indicator, d) => POLE_LETTERS[indicator][people[p].theta[d] > 0 ? 0 : 1]).join('');
  if (first[p].code === latent) typeRecovered++;
  if (first[p].code === second[p].code) typeAgree++;
  if (first[p].fullCode === second[p].fullCode) fullAgree++;
  if (second[p].code === first[p].code || second[p].code === first[p].secondaryCode) primaryOrSecondary++;
  if (first[p].secondaryCode === null) {
    settled++;
    if (first[p].code === second[p].code) settledAgree++;
  }
}
console.log('');
console.log(`4-letter type recovered (sign of theta): ${pct(typeRecovered / RESPONDENTS)}`);
console.log(`retest type agreement: 4 letters ${pct(typeAgree / RESPONDENTS)}, with identity ${pct(fullAgree / RESPONDENTS)}; `
  + `retest type is the first sitting's primary or secondary type: ${pct(primaryOrSecondary / RESPONDENTS)}`);
console.log(`no borderline letter (secondary type null): ${pct(settled / RESPONDENTS)} of respondents; their retest type agreement ${pct(share(settledAgree, settled))}`);
console.log('');
const stale = JSON.stringify(published) !== JSON.stringify(SIMULATED_RELIABILITY.indicators)
  || SIMULATED_RELIABILITY.respondents !== RESPONDENTS || SIMULATED_RELIABILITY.loadingRange.join() !== LOADING_RANGE.join();
verdicts.push(verdict('the methodology page publishes these simulated figures (api/src/modules/scoring/simulated-reliability.ts)', !stale));
for (const line of verdicts) console.log(line);
if (stale) console.log(`  computed now: ${JSON.stringify(published)}`);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
console.log('');
for (const line of await liveFigures()) console.log(line);
if (failed) process.exit(1);

function verdict(label: string, met: boolean): string {
  if (!met) failed = true;
  return `${met ? 'met   ' : 'MISSED'} ${label}`;
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, x) => sum + x, 0) / values.length;
  const mx = mean(xs), my = mean(ys);
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
