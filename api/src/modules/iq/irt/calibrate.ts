// Recalibration from real answers: marginal maximum likelihood by EM over a quadrature grid (Bock & Aitkin 1981) for
// the 3PL with c held at its previous value (1/8), with weak priors on log a and b for sparse items (Bayes modal, as
// BILOG-MG does). The latent distribution is fixed at N(0, 1), which places the new scale on the population that
// answered: IQ 100 is its mean and 15 its SD. Adaptive (sparse) data are fine for MML, since which items a person saw
// depends only on their observed answers. Items with too few answers keep their previous values, linked onto the
// new scale by mean/sigma linking (Marco 1977) over the estimated items.
import { type Calibration, type CalibratedItem } from './calibration.js';
import { normalQuadrature } from './quadrature.js';

export interface Response {
  readonly personId: string;
  readonly itemId: string;
  readonly correct: boolean;
}

export interface CalibrationOptions {
  /** Items with fewer answers are linked, not estimated. */
  readonly minResponses: number;
  readonly maxIterations: number;
  /** Stop when no a or b moves more than this in one EM cycle. */
  readonly tolerance: number;
  readonly quadraturePoints: number;
  /** Prior SD of log a around its previous value, and of b around its previous value. */
  readonly logASd: number;
  readonly bSd: number;
}

export const DEFAULT_CALIBRATION_OPTIONS: CalibrationOptions = {
  minResponses: 50,
  maxIterations: 500,
  tolerance: 0.001,
  quadraturePoints: 41,
  logASd: 0.5,
  bSd: 2,
};

export interface CalibrateInput {
  readonly id: string;
  readonly createdAt: string;
  readonly previous: Calibration;
  readonly responses: readonly Response[];
  readonly options?: Partial<CalibrationOptions>;
}

export function calibrate(input: CalibrateInput): Calibration {
  const options = { ...DEFAULT_CALIBRATION_OPTIONS, ...input.options };
  const { previous } = input;
  const counts = new Map<string, number>();
  for (const response of input.responses) {
    if (previous.items[response.itemId]) counts.set(response.itemId, (counts.get(response.itemId) ?? 0) + 1);
  }
  const estimatedIds = [...counts].filter(([, n]) => n >= options.minResponses).map(([id]) => id).sort();
  if (estimatedIds.length < 2) throw new Error('too few answered items to calibrate');
  const index = new Map(estimatedIds.map((id, i) => [id, i]));
  const people = groupByPerson(input.responses, index);
  const fit = emFit(estimatedIds.map((id) => previous.items[id]!), people, options);

  // Mean/sigma linking of the previous scale onto the new one, from the items estimated now.
  const before = estimatedIds.map((id) => previous.items[id]!.b);
  const slope = sd(fit.b) / sd(before);
  const intercept = mean(fit.b) - slope * mean(before);
  const items: Record<string, CalibratedItem> = {};
  for (const [id, item] of Object.entries(previous.items)) {
    const i = index.get(id);
    items[id] = i === undefined
      ? { a: round(item.a / slope), b: round(slope * item.b + intercept), c: item.c, responses: counts.get(id) ?? 0, status: 'linked' }
      : { a: round(fit.a[i]!), b: round(fit.b[i]!), c: item.c, responses: counts.get(id)!, status: 'estimated' };
  }
  return {
    id: input.id,
    version: previous.version + 1,
    createdAt: input.createdAt,
    method: 'mml-em',
    previousId: previous.id,
    examinees: people.length,
    responses: input.responses.length,
    previousScale: { mean: round(-intercept / slope), sd: round(1 / slope) },
    iterations: fit.iterations,
    converged: fit.converged,
    items,
  };
}

interface Person {
  readonly items: Int32Array;
  readonly correct: Uint8Array;
}

function groupByPerson(responses: readonly Response[], index: ReadonlyMap<string, number>): Person[] {
  const byPerson = new Map<string, { items: number[]; correct: number[] }>();
  for (const response of responses) {
    const i = index.get(response.itemId);
    if (i === undefined) continue;
    const person = byPerson.get(response.personId) ?? { items: [], correct: [] };
    person.items.push(i);
    person.correct.push(response.correct ? 1 : 0);
    byPerson.set(response.personId, person);
  }
  return [...byPerson.values()].map((person) => ({ items: Int32Array.from(person.items), correct: Uint8Array.from(person.correct) }));
}

interface Fit {
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly iterations: number;
  readonly converged: boolean;
}

function emFit(start: readonly CalibratedItem[], people: readonly Person[], options: CalibrationOptions): Fit {
  const { points, weights } = normalQuadrature(options.quadraturePoints, -5, 5);
  const Q = points.length;
  const n = start.length;
  const a = Float64Array.from(start, (item) => item.a);
  const b = Float64Array.from(start, (item) => item.b);
  const c = Float64Array.from(start, (item) => item.c);
  const priorLogA = Float64Array.from(start, (item) => Math.log(item.a));
  const priorB = Float64Array.from(start, (item) => item.b);
  const logPrior = weights.map(Math.log);
  const logP = new Float64Array(n * Q);
  const logQ = new Float64Array(n * Q);
  const expected = new Float64Array(n * Q);
  const right = new Float64Array(n * Q);
  const like = new Float64Array(Q);
  let posteriorMean = 0, posteriorSquare = 0;
  let iterations = 0, converged = false;
  while (iterations < options.maxIterations && !converged) {
    iterations++;
    for (let i = 0; i < n; i++) {
      for (let q = 0; q < Q; q++) {
        const p = c[i]! + (1 - c[i]!) / (1 + Math.exp(-a[i]! * (points[q]! - b[i]!)));
        logP[i * Q + q] = Math.log(p);
        logQ[i * Q + q] = Math.log(1 - p);
      }
    }
    expected.fill(0);
    right.fill(0);
    posteriorMean = 0;
    posteriorSquare = 0;
    // E-step: each person's posterior over the grid, added to the expected counts of the items they answered.
    for (const person of people) {
      let top = -Infinity;
      for (let q = 0; q < Q; q++) {
        let log = logPrior[q]!;
        for (let k = 0; k < person.items.length; k++) {
          const at = person.items[k]! * Q + q;
          log += person.correct[k] ? logP[at]! : logQ[at]!;
        }
        like[q] = log;
        if (log > top) top = log;
      }
      let total = 0;
      for (let q = 0; q < Q; q++) total += like[q] = Math.exp(like[q]! - top);
      for (let q = 0; q < Q; q++) {
        const w = like[q]! / total;
        posteriorMean += w * points[q]!;
        posteriorSquare += w * points[q]! * points[q]!;
        for (let k = 0; k < person.items.length; k++) {
          const at = person.items[k]! * Q + q;
          expected[at] += w;
          if (person.correct[k]) right[at] += w;
        }
      }
    }
    // M-step: Fisher scoring on (log a, b) per item.
    let largest = 0;
    for (let i = 0; i < n; i++) {
      const [nextA, nextB] = mStep(i, Q, points, expected, right, a[i]!, b[i]!, c[i]!, priorLogA[i]!, priorB[i]!, options);
      largest = Math.max(largest, Math.abs(nextA - a[i]!), Math.abs(nextB - b[i]!));
      a[i] = nextA;
      b[i] = nextB;
    }
    converged = largest < options.tolerance;
  }
  // The N(0, 1) prior already centres the scale; the posterior moments of the last E-step tidy up what remains.
  const mu = posteriorMean / people.length;
  const sigma = Math.sqrt(Math.max(1e-6, posteriorSquare / people.length - mu * mu));
  for (let i = 0; i < n; i++) {
    b[i] = (b[i]! - mu) / sigma;
    a[i] = a[i]! * sigma;
  }
  return { a, b, iterations, converged };
}

function mStep(
  i: number, Q: number, points: readonly number[], expected: Float64Array, right: Float64Array,
  a0: number, b0: number, c: number, priorLogA: number, priorB: number, options: CalibrationOptions,
): [number, number] {
  let logA = Math.log(a0), b = b0;
  for (let step = 0; step < 3; step++) {
    const a = Math.exp(logA);
    let gA = -(logA - priorLogA) / options.logASd ** 2;
    let gB = -(b - priorB) / options.bSd ** 2;
    let iAA = 1 / options.logASd ** 2, iBB = 1 / options.bSd ** 2, iAB = 0;
    for (let q = 0; q < Q; q++) {
      const count = expected[i * Q + q]!;
      if (count < 1e-12) continue;
      const logistic = 1 / (1 + Math.exp(-a * (points[q]! - b)));
      const p = c + (1 - c) * logistic;
      const slope = (1 - c) * logistic * (1 - logistic);
      const dA = slope * a * (points[q]! - b);
      const dB = -slope * a;
      const pq = p * (1 - p);
      const residual = (right[i * Q + q]! - count * p) / pq;
      gA += residual * dA;
      gB += residual * dB;
      iAA += (count * dA * dA) / pq;
      iBB += (count * dB * dB) / pq;
      iAB += (count * dA * dB) / pq;
    }
    const det = iAA * iBB - iAB * iAB;
    if (!(det > 0)) break;
    const clamp = (x: number) => Math.max(-0.5, Math.min(0.5, x));
    logA = Math.max(Math.log(0.2), Math.min(Math.log(4), logA + clamp((iBB * gA - iAB * gB) / det)));
    b = Math.max(-6, Math.min(6, b + clamp((iAA * gB - iAB * gA) / det)));
  }
  return [Math.exp(logA), b];
}

const mean = (values: ArrayLike<number>) => Array.from(values).reduce((sum, x) => sum + x, 0) / values.length;
const sd = (values: ArrayLike<number>) => {
  const m = mean(values);
  return Math.sqrt(Array.from(values).reduce((sum, x) => sum + (x - m) ** 2, 0) / values.length);
};
const round = (value: number) => Math.round(value * 1000) / 1000;
