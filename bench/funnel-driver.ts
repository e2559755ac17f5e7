// The buyer funnel of `npm run bench:funnel`: virtual buyers walk questions -> startTest -> 3 x saveAnswers ->
// captureEmail -> submitTest -> skus -> createOrder -> payOrder (local test card) -> report, over GraphQL, and every
// step's latency is recorded. A buyer may be sent to a different API process at every step (the split roles).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { percentile } from './support.ts';

export const STEPS = ['questions', 'startTest', 'saveAnswers', 'captureEmail', 'submitTest', 'skus', 'createOrder', 'payOrder', 'report'] as const;
export type Step = (typeof STEPS)[number];

const EXAM_ID = 1836;
const TEST_CARD = '4242 4242 4242 4242';
/** How long a buyer waits for a report that is still being composed before the funnel counts as failed. */
const REPORT_WAIT_MS = 15_000;
/** SPEC section 7's client timeout: a request that hangs longer fails its funnel. */
const REQUEST_TIMEOUT_MS = 30_000;

const QUESTIONS = 'query Q($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { id key part position indicator keyed text } }';
const START = 'mutation S($input: StartTestInput!) { startTest(input: $input) { attempt { token } errors { code } } }';
const SAVE = 'mutation A($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }';
const EMAIL = 'mutation E($email: String!, $token: String!) { captureEmail(email: $email, token: $token) { errors { code } } }';
/** The funnel's queries that changed shape with the partner API's Report type (issue 12); the baseline has the old one. */
interface Shape {
  /** Whether the order query can wait for the order's fulfilment (awaitFulfilmentSeconds), as the success page asks. */
  awaitsFulfilment: boolean;
  submit: string;
  report: string;
  /** Whether a report reply means the document is composed (the old shape answers an error until then). */
  composed: (data: unknown) => boolean;
}
const OLD_SHAPE: Shape = {
  awaitsFulfilment: false,
  submit: 'mutation T($token: String!) { submitTest(token: $token) { errors { code } result { typeCode } } }',
  report: 'query D($token: String!, $locale: String) { report(token: $token, locale: $locale) { token status title sections { __typename } } }',
  composed: () => true,
};
const REPORT_SHAPE: Shape = {
  awaitsFulfilment: true,
  submit: 'mutation T($token: String!) { submitTest(token: $token) { errors { code } result { status } } }',
  report: 'query D($token: String!, $locale: String) { report(token: $token, locale: $locale) { status document { title sections { __typename } } } }',
  composed: (data) => Boolean((data as { report?: { document?: unknown } }).report?.document),
};

const SKUS = 'query K($examId: Int!, $country: String!, $locale: String!) { skus(examId: $examId, country: $country, locale: $locale) { id code } }';
const ORDER = `mutation O($input: CreateOrderInput!) { createOrder(input: $input) { token errors { code } order { id orderNumber status } } }`;
const PAY = `mutation P($input: PayOrderInput!) { payOrder(input: $input) { errors { code } order { status reportToken } } }`;
const ORDER_STATE = 'query R($ref: String!, $token: String!) { order(ref: $ref, token: $token) { status reportToken } }';
const ORDER_FULFILLED = 'query W($ref: String!, $token: String!) { order(ref: $ref, token: $token, awaitFulfilmentSeconds: 15) { status reportToken } }';

interface Reply<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface FunnelStats {
  funnels: number;
  failed: number;
  seconds: number;
  perSecond: number;
  steps: Record<Step, { count: number; p50: number; p99: number }>;
  firstErrors: string[];
  /** The warm-up before the measured window: funnels completed and seconds. */
  warmup: { funnels: number; seconds: number };
}

class FunnelError extends Error {}

/** Told of every finished step: its latency and when it started (epoch ms), e.g. to attribute database statements. */
export type StepObserver = (step: Step, ms: number, startedAt: number) => void;

/**
 * Kept-alive connections for every buyer's requests. node:http instead of fetch: the load generator shares the
 * machine with the API and PostgreSQL, and fetch cost about 1 ms of CPU per request here (17 ms per funnel).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A POST of JSON as a browser sends it (gzip accepted, so the API compresses as it does for real clients). */
function postJson(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'gzip', hl: 'EN' },
      timeout: REQUEST_TIMEOUT_MS,
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

async function call<T>(url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await postJson(`${url}/graphql`, JSON.stringify({ query, variables })).catch((error: unknown) => {
    throw new FunnelError(`request failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  let reply: Reply<T>;
  try {
    reply = JSON.parse(response.text) as Reply<T>;
  } catch {
    throw new FunnelError(`${response.status} ${response.text.slice(0, 300)}`);
  }
  if (response.status < 200 || response.status > 299 || reply.errors?.length || !reply.data) {
    throw new FunnelError(`${response.status} ${JSON.stringify(reply.errors ?? reply).slice(0, 300)}`);
  }
  return reply.data;
}

function payloadOk(payload: { errors?: Array<{ code: string }> } | null | undefined, step: string): void {
  if (!payload) throw new FunnelError(`${step}: no payload`);
  if (payload.errors?.length) throw new FunnelError(`${step}: ${payload.errors.map((error) => error.code).join(', ')}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One buyer's whole funnel; `pick` chooses the API process for each step. */
async function funnel(pick: () => string, record: StepObserver, reportSkuId: number, shape: Shape): Promise<void> {
  const timed = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
    const startedAt = Date.now();
    const started = performance.now();
    const value = await run();
    record(step, performance.now() - started, startedAt);
    return value;
  };
  const questions = await timed('questions', () => call<{ questions: Array<{ key: string }> }>(pick(), QUESTIONS, { examId: EXAM_ID, locale: 'EN' }));
  const started = await timed('startTest', () => call<{ startTest: { attempt: { token: string } | null; errors: Array<{ code: string }> } }>(
    pick(), START, { input: { examId: EXAM_ID, code: 'BMBTI', locale: 'EN', country: 'US' } }));
  payloadOk(started.startTest, 'startTest');
  const token = started.startTest.attempt!.token;
  const keys = questions.questions.map((question) => question.key);
  const third = Math.ceil(keys.length / 3);
  for (let part = 0; part < 3; part += 1) {
    const answers = keys.slice(part * third, (part + 1) * third).map((questionKey, index) => ({ questionKey, value: 1 + ((index * 5 + part) % 7) }));
    const saved = await timed('saveAnswers', () => call<{ saveAnswers: { errors: Array<{ code: string }> } }>(pick(), SAVE, { token, answers }));
    payloadOk(saved.saveAnswers, 'saveAnswers');
  }
  const email = `bench-${randomUUID()}@example.com`;
  payloadOk((await timed('captureEmail', () => call<{ captureEmail: { errors: Array<{ code: string }> } }>(pick(), EMAIL, { email, token }))).captureEmail, 'captureEmail');
  payloadOk((await timed('submitTest', () => call<{ submitTest: { errors: Array<{ code: string }> } }>(pick(), shape.submit, { token }))).submitTest, 'submitTest');
  await timed('skus', () => call(pick(), SKUS, { examId: EXAM_ID, country: 'US', locale: 'EN' }));
  const ordered = await timed('createOrder', () => call<{ createOrder: { token: string; errors: Array<{ code: string }>; order: { id: string } } }>(pick(), ORDER, {
    input: { attemptToken: token, country: 'US', email, skuId: reportSkuId, acceptTerms: true, idempotencyKey: randomUUID() },
  }));
  payloadOk(ordered.createOrder, 'createOrder');
  const order = { ref: ordered.createOrder.order.id, token: ordered.createOrder.token };
  const paid = await timed('payOrder', () => call<{ payOrder: { errors: Array<{ code: string }>; order: { status: string; reportToken: string | null } } }>(pick(), PAY, {
    input: { orderRef: order.ref, token: order.token, method: 'CARD', testCard: TEST_CARD },
  }));
  payloadOk(paid.payOrder, 'payOrder');
  if (paid.payOrder.order.status !== 'PAID') throw new FunnelError(`payOrder: order ${paid.payOrder.order.status}`);
  // The success page: the report opens once it is composed. It asks for the order once, answered when the order-paid
  // job has run (a server before that argument, or a report that did not compose, is polled every 50 ms instead).
  await timed('report', async () => {
    const deadline = Date.now() + REPORT_WAIT_MS;
    let reportToken = paid.payOrder.order.reportToken;
    let waited = !shape.awaitsFulfilment;
    for (;;) {
      if (reportToken) {
        try {
          const opened = await call(pick(), shape.report, { token: reportToken, locale: 'EN' });
          if (shape.composed(opened)) return opened;
        } catch (error) {
          if (!(error instanceof FunnelError) || !error.message.includes('REPORT_NOT_PAID')) throw error;
        }
      }
      if (Date.now() > deadline) throw new FunnelError('report: not ready in time');
      if (!waited) {
        waited = true;
        reportToken = (await call<{ order: { reportToken: string | null } }>(pick(), ORDER_FULFILLED, order)).order.reportToken;
        continue;
      }
      await sleep(50);
      reportToken = (await call<{ order: { reportToken: string | null } }>(pick(), ORDER_STATE, order)).order.reportToken;
    }
  });
}

/** Which report query this server's schema validates (introspection may be off outside development). */
async function validates(url: string, query: string, variables: Record<string, unknown>): Promise<boolean> {
  const reply = JSON.parse((await postJson(`${url}/graphql`, JSON.stringify({ query, variables }))).text) as Reply<unknown>;
  return !reply.errors?.some((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
}

async function schemaShape(url: string): Promise<Shape> {
  if (!(await validates(url, REPORT_SHAPE.report, { token: 'shape-probe', locale: 'EN' }))) return OLD_SHAPE;
  return { ...REPORT_SHAPE, awaitsFulfilment: await validates(url, ORDER_FULFILLED, { ref: 'shape-probe', token: 'shape-probe' }) };
}

export async function reportSkuId(url: string): Promise<number> {
  const reply = await call<{ skus: Array<{ id: number; code: string }> }>(url, SKUS, { examId: EXAM_ID, country: 'US', locale: 'EN' });
  const sku = reply.skus.find((candidate) => candidate.code === 'report');
  if (!sku) throw new Error('no report SKU');
  return sku.id;
}

/**
 * The longest warm-up: a server that never completes warmupFunnels (every funnel failing, say) is measured after it,
 * failures and all.
 */
const MAX_WARMUP_SECONDS = 60;

/**
 * `buyers` concurrent buyers walk funnels for `seconds` after a warm-up; a funnel that fails counts and the buyer starts
 * over. The warm-up lasts warmupSeconds and, with warmupFunnels, until that many funnels have completed: freshly started
 * processes compile their hot code during their first few hundred funnels, and on a loaded 2-core machine that takes
 * long enough to skew a short run's p99 (README, benchmark section: twelfth session).
 */
export async function runFunnels(
  urls: string[],
  options: {
    buyers: number;
    seconds: number;
    warmupSeconds: number;
    warmupFunnels?: number;
    /** Called once, as the measured window opens (say, to read the processes' CPU time then). */
    onMeasuring?: () => void;
    onStep?: StepObserver;
    /** Instead of a time limit: every buyer walks exactly this many funnels, all measured (no warm-up). */
    funnelsPerBuyer?: number;
  },
): Promise<FunnelStats> {
  const skuId = await reportSkuId(urls[0]!);
  const shape = await schemaShape(urls[0]!);
  let turn = 0;
  const pick = () => urls[(turn += 1) % urls.length]!;
  const latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  let funnels = 0;
  let failed = 0;
  const firstErrors: string[] = [];
  const counted = options.funnelsPerBuyer;
  const startedAt = performance.now();
  const warmupMs = options.warmupSeconds * 1000;
  const warmupFunnels = options.warmupFunnels ?? 0;
  let warmedFunnels = 0;
  let measuring = false;
  let measureStart = startedAt;
  // Until the measured window opens, buyers walk on whatever the time.
  let end = Number.POSITIVE_INFINITY;
  const timers: NodeJS.Timeout[] = [];
  const startMeasuring = () => {
    if (measuring) return;
    measuring = true;
    measureStart = performance.now();
    if (counted === undefined) end = measureStart + options.seconds * 1000;
    for (const timer of timers) clearTimeout(timer);
    options.onMeasuring?.();
  };
  const warmedUp = () => warmedFunnels >= warmupFunnels && performance.now() - startedAt >= warmupMs;
  if (counted !== undefined || (warmupMs === 0 && warmupFunnels === 0)) {
    startMeasuring();
  } else {
    timers.push(setTimeout(() => warmedUp() && startMeasuring(), warmupMs));
    timers.push(setTimeout(startMeasuring, Math.max(warmupMs, MAX_WARMUP_SECONDS * 1000)));
  }
  const record: StepObserver = (step, ms, stepStartedAt) => {
    if (measuring) latencies.get(step)!.push(ms);
    options.onStep?.(step, ms, stepStartedAt);
  };
  const buyer = async () => {
    for (let walked = 0; performance.now() < end && (counted === undefined || walked < counted); walked += 1) {
      try {
        await funnel(pick, record, skuId, shape);
        // Completions inside the measured window: the steady state, whatever the funnel's start.
        if (measuring && performance.now() <= end) funnels += 1;
        else if (!measuring) {
          warmedFunnels += 1;
          if (warmedUp()) startMeasuring();
        }
      } catch (error) {
        failed += 1;
        if (firstErrors.length < 5) firstErrors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  // The buyers walk until the measured window closes, so by now it opened and cleared the warm-up's timers.
  await Promise.all(Array.from({ length: options.buyers }, buyer));
  const seconds = (Math.min(performance.now(), end) - measureStart) / 1000;
  const steps = Object.fromEntries(STEPS.map((step) => {
    const sorted = latencies.get(step)!.sort((a, b) => a - b);
    return [step, { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
  })) as FunnelStats['steps'];
  return { funnels, failed, seconds, perSecond: funnels / seconds, steps, firstErrors, warmup: { funnels: warmedFunnels, seconds: (measureStart - startedAt) / 1000 } };
}
