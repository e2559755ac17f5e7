// The REST facade against SPEC section 7, on a running server: every row has exactly one route on the root(s) SPEC
// names, is in the OpenAPI document, and answers a real call with 200, the { result, data, msg } envelope and a
// `data` that fits the route's schema. Calls run in the order a buyer and a member would make them.
import { restRoutes } from '../../api/src/http/rest.js';
import { REST_ROOT_PATHS, rootsOf, type RestRoot, type RestRoute } from '../../api/src/http/rest-kit.js';
import { CARD_OK, CONSENT, EXAM_ID, restOrder, restPay, skuIds, submittedAttempt } from '../payments/support/checkout.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { SPEC_SECTION_7, servesSpecPath, type SpecRow } from './spec-section-7.js';

let server: TestServer;
let sku: Record<string, number>;
const MEMBER = 'contract-member@example.com';
const TRIAL_BUYER = 'contract-trial@example.com';
const PASSWORD = 'correct horse battery';

interface Order { orderNumber: string; token: string }
/** What earlier calls produced and later ones use. */
const state: Record<string, string> = {};
let trialOrder: Order;
let memberOrder: Order;
let cookie: string | undefined;

async function paidOrder(email: string, skuCode: string): Promise<Order> {
  const created = await restOrder(server, { attemptToken: await submittedAttempt(server), skuId: sku[skuCode], email, trialConsent: CONSENT });
  const order = { orderNumber: created.body.data.order.orderNumber, token: created.body.data.token };
  expect((await restPay(server, order, 'card', { testCard: CARD_OK })).body.data.order.status).toBe('paid');
  return order;
}

async function mailedCode(email: string, template: string): Promise<string> {
  const rows = await server.database.orm.em.fork().execute<Array<{ code: string }>>(
    `select data->>'code' as code from mail_outbox where "to" = ? and template = ? order by created_at desc limit 1`, [email, template]);
  return rows[0]!.code;
}

beforeAll(async () => {
  server = await startTestServer();
  sku = await skuIds(server);
  trialOrder = await paidOrder(TRIAL_BUYER, 'trial-weekly');
  memberOrder = await paidOrder(MEMBER, 'report');
  state.attempt = await submittedAttempt(server);
  await server.drainJobs();
});

afterAll(async () => {
  await server?.close();
});

function routeFor(row: SpecRow): RestRoute[] {
  return restRoutes.filter((route) => route.method.toUpperCase() === row.method && servesSpecPath(route.path, row.path));
}

interface Call { path: string; body?: unknown; file?: boolean }

/** The concrete call of each row, in the order they run; `after` keeps what later calls need. */
const CALLS: Array<{ row: string; call: () => Call | Promise<Call>; after?: (data: Record<string, unknown>) => void }> = [
  { row: 'GET /app/v2/view', call: () => ({ path: `/app/v2/view?dl=${encodeURIComponent('https://mindprint.example/landing/girl/BMBTI-1836')}&av=2.3.0&hl=FR&id=87&eid=${EXAM_ID}&aeid=${EXAM_ID}` }),
    after: (data) => expect(data).toMatchObject({ theme: 'girl', locale: 'FR', appId: '87' }) },
  { row: 'GET /app/language/list/{examId}', call: () => ({ path: `/app/language/list/${EXAM_ID}` }) },
  { row: 'POST /app/v2/generate/logid', call: () => ({ path: '/app/v2/generate/logid', body: { appExamId: EXAM_ID } }) },
  { row: 'GET /app/protocol/list/{examId}/{hl}', call: () => ({ path: `/app/protocol/list/${EXAM_ID}/EN` }),
    after: (data) => { state.protocolId = String((data as unknown as Array<{ id: number }>)[0]!.id); } },
  { row: 'GET /app/protocol/getPrivacyAndAgreement/{examId}/{hl}', call: () => ({ path: `/app/protocol/getPrivacyAndAgreement/${EXAM_ID}/DE` }) },
  { row: 'GET /app/protocol/info/{id}', call: () => ({ path: `/app/protocol/info/${state.protocolId}` }) },
  { row: 'GET /app/help/list/{examId}/{hl}', call: () => ({ path: `/app/help/list/${EXAM_ID}/JA` }),
    after: (data) => { state.helpId = String((data as unknown as Array<{ id: number }>)[0]!.id); } },
  { row: 'GET /app/help/info/{id}', call: () => ({ path: `/app/help/info/${state.helpId}` }) },
  { row: 'GET /exam/question/list/{examId}/{hl}', call: () => ({ path: `/exam/question/list/${EXAM_ID}/KR` }) },
  { row: 'GET /exam/category/list', call: () => ({ path: '/exam/category/list' }) },
  { row: 'GET /exam/info/{id}', call: () => ({ path: `/exam/info/${EXAM_ID}` }) },
  { row: 'GET /exam/order/country/list', call: () => ({ path: '/exam/order/country/list' }) },
  { row: 'GET /exam/sku/list/{examId}/{country}/{hl}', call: () => ({ path: `/exam/sku/list/${EXAM_ID}/DE/DE` }) },
  { row: 'GET /exam/sku/info/{examId}/{skuId}/{country}/{hl}', call: () => ({ path: `/exam/sku/info/${EXAM_ID}/${sku.report}/US/EN` }) },
  { row: 'GET /app/payment/list/{examId}/{country}', call: () => ({ path: `/app/payment/list/${EXAM_ID}/US` }) },
  { row: 'POST /exam/order/info/free', call: () => ({ path: '/exam/order/info/free', body: { token: state.attempt, locale: 'PT' } }) },
  { row: 'POST /exam/order/info/share', call: () => ({ path: '/exam/order/info/share', body: { token: state.attempt } }),
    after: (data) => expect(String(data.path)).toMatch(/^\/types\/BMBTI-1836\?type=[a-z]{4}#[a-z]{4}$/) },
  { row: 'POST /exam/order/info', call: () => ({ path: '/exam/order/info', body: { attemptToken: state.attempt, skuId: sku.report, country: 'US', email: 'contract-c@example.com', acceptTerms: true } }),
    after: (data) => { state.orderNumber = String((data.order as Order).orderNumber); state.token = String(data.token); } },
  { row: 'POST /exam/order/update/email', call: () => ({ path: '/exam/order/update/email', body: { orderNumber: state.orderNumber, token: state.token, email: 'contract-d@example.com' } }) },
  { row: 'POST /pay/order/create', call: () => ({ path: '/pay/order/create', body: { orderNumber: state.orderNumber, token: state.token, method: 'card', testCard: CARD_OK } }),
    after: (data) => expect((data.order as { status: string }).status).toBe('paid') },
  { row: 'POST /pay/check/status', call: () => ({ path: '/pay/check/status', body: { orderNumber: state.orderNumber, token: state.token } }) },
  { row: 'GET /exam/order/info/{orderNumber}', call: () => ({ path: `/exam/order/info/${state.orderNumber}?token=${state.token}` }),
    after: (data) => { state.reportToken = String(data.reportToken); } },
  { row: 'GET /exam/order/sku/check/{orderNumber}', call: () => ({ path: `/exam/order/sku/check/${state.orderNumber}?token=${state.token}` }) },
  { row: 'GET /exam/order/presenter/list/{orderNumber}', call: () => ({ path: `/exam/order/presenter/list/${state.orderNumber}?token=${state.token}` }),
    after: (data) => expect((data.granted as unknown[]).length).toBeGreaterThan(0) },
  { row: 'GET /exam/order/mbti/{id}', call: () => ({ path: `/exam/order/mbti/${state.reportToken}?locale=ES` }) },
  { row: 'POST /exam/order/file/down/info', call: () => ({ path: '/exam/order/file/down/info', body: { token: state.reportToken }, file: true }) },
  { row: 'POST /exam/order/report/retrieve', call: () => ({ path: '/exam/order/report/retrieve', body: { email: TRIAL_BUYER } }) },
  { row: 'GET /exam/extra/package/list/{orderNumber}', call: () => ({ path: `/exam/extra/package/list/${trialOrder.orderNumber}?token=${trialOrder.token}` }) },
  { row: 'GET /secondPhase/plan/sku/list/{examId}/US', call: () => ({ path: `/secondPhase/plan/sku/list/${EXAM_ID}/US` }) },
  { row: 'GET /secondPhase/sku/package/{examId}/{step}/US', call: () => ({ path: `/secondPhase/sku/package/${EXAM_ID}/3/US?orderNumber=${trialOrder.orderNumber}&token=${trialOrder.token}` }) },
  { row: 'POST /secondPhase/pay/skuPackage', call: () => ({ path: '/secondPhase/pay/skuPackage', body: { ...trialOrder, skuId: sku['in-depth-content'] } }),
    after: (data) => { state.followUp = String((data.order as Order).orderNumber); } },
  { row: 'GET /secondPhase/order/{orderNumber}', call: () => ({ path: `/secondPhase/order/${state.followUp}?token=${trialOrder.token}` }) },
  { row: 'POST /secondPhase/pay/planSku', call: () => ({ path: '/secondPhase/pay/planSku', body: { ...trialOrder, skuId: sku['skip-trial'], trialConsent: CONSENT } }) },
  { row: 'POST /vip/pay/create', call: () => ({ path: '/vip/pay/create', body: { examOrderNumber: memberOrder.orderNumber, token: memberOrder.token, method: 'card', testCard: CARD_OK } }),
    after: (data) => expect((data.order as { status: string }).status).toBe('paid') },
  { row: 'GET /vip/pay/status/{examOrderNumber}', call: () => ({ path: `/vip/pay/status/${memberOrder.orderNumber}?token=${memberOrder.token}` }),
    after: (data) => expect(data.vip).toBe(true) },
  { row: 'POST /user/register', call: () => ({ path: '/user/register', body: { name: 'Contract', email: MEMBER, password: PASSWORD, confirmPassword: PASSWORD, agreePrivacy: true } }) },
  { row: 'POST /user/verify', call: async () => ({ path: '/user/verify', body: { email: MEMBER, code: await mailedCode(MEMBER, 'verification-code') } }) },
  { row: 'POST /user/login', call: () => ({ path: '/user/login', body: { account: MEMBER, password: PASSWORD } }) },
  { row: 'GET /user/get', call: () => ({ path: '/user/get' }), after: (data) => expect(data.email).toBe(MEMBER) },
  { row: 'POST /user/update', call: () => ({ path: '/user/update', body: { nickName: 'Con', birthday: '1990-04-02', sex: 'confidential' } }) },
  { row: 'GET /user/order/list/{id}', call: () => ({ path: '/user/order/list/0' }), after: (data) => expect((data as unknown as unknown[]).length).toBeGreaterThan(0) },
  { row: 'GET /user/privilege', call: () => ({ path: '/user/privilege' }), after: (data) => expect(data.vip).toBe(true) },
  { row: 'GET /privilege/vip/detail', call: () => ({ path: '/privilege/vip/detail' }),
    after: (data) => expect((data.features as Array<{ feature: string }>).map((held) => held.feature)).toContain('member_centre') },
  { row: 'POST /user/subscribe/create', call: () => ({ path: '/user/subscribe/create', body: { skuId: sku.monthly, trialConsent: CONSENT, method: 'card', testCard: CARD_OK } }),
    after: (data) => expect((data.order as { status: string }).status).toBe('paid') },
  { row: 'POST /user/password/update', call: () => ({ path: '/user/password/update', body: { currentPassword: PASSWORD, password: `${PASSWORD}!`, confirmPassword: `${PASSWORD}!` } }) },
  { row: 'GET /email/captcha/send', call: () => ({ path: `/email/captcha/send?email=${encodeURIComponent(MEMBER)}&type=reset` }) },
  { row: 'POST /user/password/reset', call: async () => ({ path: '/user/password/reset', body: { email: MEMBER, code: await mailedCode(MEMBER, 'verification-code'), password: PASSWORD, confirmPassword: PASSWORD } }) },
  { row: 'POST /unsubscribe/check/email', call: () => ({ path: '/unsubscribe/check/email', body: { email: TRIAL_BUYER } }) },
  { row: 'POST /unsubscribe/cancel', call: () => ({ path: '/unsubscribe/cancel', body: { email: TRIAL_BUYER } }), after: (data) => expect(data.sent).toBe(true) },
];

async function send(root: RestRoot, method: string, call: Call) {
  const response = await fetch(`${server.baseUrl}${REST_ROOT_PATHS[root]}${call.path}`, {
    method,
    headers: {
      'content-type': 'application/json', logid: 'contract-logid', 'App-Version': '2.3.0', 'Exam-App-Id': '87', hl: 'EN', uid: 'contract-uid',
      ...(cookie ? { cookie } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const session = /mp_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  if (session) cookie = session[1] ? `mp_session=${session[1]}` : undefined;
  return response;
}

describe('the route table', () => {
  it('has exactly one route for every row of SPEC section 7, on the roots SPEC names', () => {
    for (const row of SPEC_SECTION_7) {
      const routes = routeFor(row);
      expect({ row: `${row.method} ${row.path}`, count: routes.length }).toEqual({ row: `${row.method} ${row.path}`, count: 1 });
      expect({ row: row.path, roots: [...rootsOf(routes[0]!)].sort() }).toEqual({ row: row.path, roots: [...row.roots].sort() });
    }
  });

  it('describes every route and gives it a schema of its answer', () => {
    for (const route of restRoutes) {
      expect(route.description.length).toBeGreaterThan(10);
      expect(route.schemas.data).toBeDefined();
    }
  });

  it('plans one real call for every row', () => {
    expect(CALLS.map((entry) => entry.row).sort()).toEqual(SPEC_SECTION_7.map((row) => `${row.method} ${row.path}`).sort());
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json and lists every row on its roots only', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toHaveLength(restRoutes.reduce((sum, route) => sum + rootsOf(route).length, 0));
    for (const row of SPEC_SECTION_7) {
      const [route] = routeFor(row);
      for (const root of ['api', 'pay'] as const) {
        const key = `${REST_ROOT_PATHS[root]}${route!.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
        const operation = document.paths[key]?.[route!.method];
        if (row.roots.includes(root)) {
          expect(operation?.summary).toBe(route!.description);
          expect(operation?.responses['200']).toBeDefined();
        } else {
          expect(operation).toBeUndefined();
        }
      }
    }
  });
});

describe('every row of SPEC section 7 against the running server', () => {
  it('answers each call with 200, the envelope and data of the documented shape', async () => {
    for (const entry of CALLS) {
      const row = SPEC_SECTION_7.find((candidate) => `${candidate.method} ${candidate.path}` === entry.row)!;
      const route = routeFor(row)[0]!;
      for (const root of row.roots) {
        const call = await entry.call();
        const response = await send(root, row.method, call);
        const label = `${root} ${entry.row}`;
        if (call.file) {
          expect({ label, status: response.status, type: response.headers.get('content-type') }).toEqual({ label, status: 200, type: 'application/pdf' });
          expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
          continue;
        }
        const body = (await response.json()) as { result: number; data: Record<string, unknown>; msg: string };
        expect({ label, status: response.status, result: body.result, msg: body.msg }).toEqual({ label, status: 200, result: 200, msg: expect.any(String) });
        expect(Object.keys(body).sort()).toEqual(['data', 'msg', 'result']);
        const parsed = route.schemas.data.safeParse(body.data);
        expect({ label, issues: parsed.success ? [] : parsed.error.issues.slice(0, 3) }).toEqual({ label, issues: [] });
        entry.after?.(body.data);
        await server.drainJobs();
      }
    }
  });

  it('serves each row on its own root only', async () => {
    for (const row of SPEC_SECTION_7) {
      for (const root of (['api', 'pay'] as const).filter((candidate) => !row.roots.includes(candidate))) {
        const path = row.path.replace(/\{[A-Za-z]+\}/g, '1');
        const response = await send(root, row.method, { path, body: row.method === 'POST' ? {} : undefined });
        expect({ path: `${root} ${path}`, status: response.status }).toEqual({ path: `${root} ${path}`, status: 404 });
        expect(await response.json()).toEqual({ result: 404, data: null, msg: 'No such API path.' });
      }
    }
  });
});

describe('refusals of the routes SPEC section 7 added', () => {
  const status = async (root: RestRoot, method: string, call: Call) => {
    const response = await send(root, method, call);
    const body = (await response.json()) as { result: number; data: unknown; msg: string };
    expect(body.result).toBe(response.status);
    return response.status;
  };

  it('opens an order, a result or a report only with its own token', async () => {
    cookie = undefined;
    expect(await status('api', 'GET', { path: `/exam/order/presenter/list/${memberOrder.orderNumber}` })).toBe(404);
    expect(await status('api', 'GET', { path: `/exam/order/presenter/list/${memberOrder.orderNumber}?token=${trialOrder.token}` })).toBe(404);
    expect(await status('api', 'GET', { path: '/exam/order/mbti/not-a-token' })).toBe(404);
    expect(await status('api', 'POST', { path: '/exam/order/info/free', body: { token: 'x'.repeat(40) } })).toBe(404);
    expect(await status('api', 'POST', { path: '/exam/order/info/share', body: {} })).toBe(400);
    const attemptToken = await submittedAttempt(server);
    const started = await send('api', 'POST', { path: '/exam/order/info', body: { attemptToken, skuId: sku.report, country: 'US', email: 'unpaid@example.com', acceptTerms: true } });
    const { order, token } = ((await started.json()) as { data: { order: Order; token: string } }).data;
    const [unpaid] = await server.database.orm.em.fork().execute<Array<{ token: string }>>(
      'select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ?', [attemptToken]);
    expect(await status('api', 'GET', { path: `/exam/order/mbti/${unpaid!.token}` })).toBe(403);
    const presented = await send('api', 'GET', { path: `/exam/order/presenter/list/${order.orderNumber}?token=${token}` });
    expect(((await presented.json()) as { data: { granted: unknown[]; promised: unknown[] } }).data).toMatchObject({ granted: [], promised: [{ feature: 'personality_report' }] });
  });

  it('keeps the member centre and subscribing to signed-in members', async () => {
    cookie = undefined;
    expect(await status('api', 'GET', { path: '/privilege/vip/detail' })).toBe(401);
    expect(await status('api', 'POST', { path: '/user/subscribe/create', body: { skuId: sku.monthly } })).toBe(401);
  });

  it('answers 404 for an unknown exam and 400 for a malformed body', async () => {
    expect(await status('api', 'GET', { path: '/app/v2/view?eid=99999' })).toBe(404);
    expect(await status('api', 'GET', { path: '/app/v2/view' })).toBe(404);
    expect(await status('api', 'POST', { path: '/app/v2/generate/logid', body: { appExamId: 99999 } })).toBe(404);
    expect(await status('api', 'POST', { path: '/app/v2/generate/logid', body: { appExamId: 'abc' } })).toBe(400);
  });
});
