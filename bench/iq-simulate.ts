// Simulated sittings of the IQ test on the real bank with the real adaptive algorithm, for `bench/iq.ts`. Runs in the
// main thread or in a worker (the scenario comes in as workerData and the outcomes go back as a message).
import { registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// The API's modules import each other with '.js' specifiers (for the compiled build); map them to the '.ts' sources
// so Node's type stripping can load them directly.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
});

const iq = await import('../api/src/modules/iq/index.ts');
import type { ItemParameters } from '../api/src/modules/iq/index.ts';

export type Responder = 'genuine' | 'clicker-rapid' | 'clicker-normal';

export interface Scenario {
  readonly responder: Responder;
  readonly count: number;
  readonly seed: number;
  /** SD of the difference between the parameters that generate answers and those the test uses (0: none). */
  readonly perturbation: number;
  /** Overrides of the sitting rules, for experiments. */
  readonly config?: Record<string, number>;
}

export interface Outcome {
  readonly theta: number;
  readonly estimate: number;
  readonly se: number;
  readonly length: number;
  readonly minutes: number;
  readonly stop: string;
  readonly verdict: string;
  readonly reasons: readonly string[];
  readonly items: readonly string[];
}

/**
 * Response times (lognormal, as in van der Linden 2006): a median of 25 s for an item of average difficulty, longer
 * for harder items, a person speed factor with SD 0.25 and item-level noise with SD 0.35 (log scale). Rapid clickers
 * answer in 0.8-3.5 s.
 */
function responseMs(responder: Responder, speed: number, b: number, gauss: () => number, uniform: () => number): number {
  if (responder === 'clicker-rapid') return 800 + 2700 * uniform();
  return Math.exp(Math.log(25_000) + 0.15 * b - speed + 0.35 * gauss());
}

export function simulate(scenario: Scenario): Outcome[] {
  const bank = iq.itemBank();
  const pool = iq.itemPool(bank, iq.aPrioriCalibration(bank));
  const uniform = iq.seededRng(scenario.seed);
  const gauss = normal(uniform);
  // The parameters that generate answers: the pool's own, or perturbed ones the test does not know about.
  const truth = new Map<string, ItemParameters>(pool.items.map((item) => [item.id, scenario.perturbation
    ? { a: Math.max(0.5, item.params.a + scenario.perturbation * gauss()), b: item.params.b + scenario.perturbation * gauss(), c: item.params.c }
    : item.params]));
  for (const item of iq.practiceItems()) truth.set(item.id, item.params);
  const outcomes: Outcome[] = [];
  for (let person = 0; person < scenario.count; person++) {
    const theta = gauss();
    const speed = 0.25 * gauss();
    let now = 0;
    let state = iq.startSitting({ now, calibrationId: pool.calibrationId, config: scenario.config });
    for (;;) {
      const step = iq.nextQuestion(state, pool, { now, rng: uniform });
      state = step.state;
      if (!step.question) break;
      const params = truth.get(step.question.itemId)!;
      now += responseMs(scenario.responder, speed, params.b, gauss, uniform);
      // The model's probability already includes lucky guesses, so a genuine wrong answer is one of the seven wrong
      // options; a clicker picks any of the eight.
      const answer = step.question.optionOrder.indexOf(0);
      const wrong = (answer + 1 + Math.floor(uniform() * 7)) % 8;
      const chosen = scenario.responder !== 'genuine' ? Math.floor(uniform() * 8) : uniform() < iq.probability(theta, params) ? answer : wrong;
      state = iq.answerQuestion(state, pool, { itemId: step.question.itemId, chosen, now }).state;
    }
    const result = iq.sittingResult(state);
    outcomes.push({
      theta,
      estimate: result.theta,
      se: result.se,
      length: state.answers.length,
      minutes: (state.answers.reduce((sum, answer) => sum + answer.responseMs, 0)) / 60_000,
      stop: result.stopReason ?? 'none',
      verdict: result.validity.verdict,
      reasons: result.validity.reasons,
      items: state.answers.map((answer) => answer.itemId),
    });
  }
  return outcomes;
}

function normal(uniform: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

if (parentPort && workerData) parentPort.postMessage(simulate(workerData as Scenario));
