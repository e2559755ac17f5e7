// IDOR suite: a partner reads the reports, results and orders of the sittings started with its own codes, over GraphQL
// and REST, and nothing else: not another partner's, not a direct visitor's, whatever id it tries; every read is
// audited; a key reads only within its scopes; no key, no partner data.
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, buyReport, makePartner, partnerRest, reportIdOf, sitting, type TestPartner } from './support.js';
import { PartnerScope } from '../../api/src/modules/partner/partner.entity.js';

let server: TestServer;
let alpha: TestPartner;
let beta: TestPartner;
const own: { reportId: string; orderNumber: string; attempt: string } = { reportId: '', orderNumber: '', attempt: '' };
const others: Array<{ who: string; reportId: string; orderNumber: string }> = [];

const REPORTS = '{ partner { name reports { id status kind resultToken personality { fullCode } document { title } } } }';
const REPORT = 'query ($id: String!) { partner { report(id: $id) { id personality { fullCode } document { type { fullCode } } } } }';
const ORDERS = '{ partner { orders { id orderNumber status } } }';
const ORDER = 'query ($ref: String!) { partner { order(ref: $ref) { id orderNumber } } }';

beforeAll(async () => {
  server = await startTestServer();
  alpha = await makePartner(server, { name: 'Alpha Coaching' });
  beta = await makePartner(server, { name: 'Beta Careers' });
  own.attempt = await sitting(server, alpha.code);
  own.orderNumber = await buyReport(server, own.attempt, 'alpha-client@example.com');
  own.reportId = await reportIdOf(server, own.attempt);
  for (const [who, code] of [['beta', beta.code], ['direct visitor', undefined]] as const) {
    const attempt = await sitting(server, code);
    const orderNumber = await buyReport(server, attempt, `${who.replace(' ', '-')}@example.com`);
    others.push({ who, reportId: await reportIdOf(server, attempt), orderNumber });
  }
  // A sitting of alpha's, never paid: its free result is alpha's too.
  await sitting(server, alpha.code.toLowerCase());
});

afterAll(async () => {
  await server.close();
});

it("lists only the partner's own reports, with results and the composed document", async () => {
  const reply = await server.graphql<{ partner: { name: string; reports: Array<{ id: string; status: string; personality: { fullCode: string }; document: { title: string } | null }> } }>(
    REPORTS, undefined, bearer(alpha.key));
  expect(reply.errors).toBeUndefined();
  expect(reply.data!.partner.name).toBe('Alpha Coaching');
  const reports = reply.data!.partner.reports;
  expect(reports).toHaveLength(2);
  expect(reports.map((r) => r.status).sort()).toEqual(['COMPLETED', 'UNCOMPLETED']);
  const paid = reports.find((r) => r.id === own.reportId)!;
  expect(paid.document?.title).toMatch(/\w/);
  expect(reports.every((r) => /^[EI][SN][TF][JP]-[AT]$/.test(r.personality.fullCode))).toBe(true);
  const betaReports = (await server.graphql<{ partner: { reports: Array<{ id: string }> } }>(REPORTS, undefined, bearer(beta.key))).data!.partner.reports;
  expect(betaReports.map((r) => r.id)).toEqual([others[0]!.reportId]);
});

it("refuses every other report and order by id over GraphQL, the same way as an unknown id", async () => {
  const read = await server.graphql<{ partner: { report: { id: string } } }>(REPORT, { id: own.reportId }, bearer(alpha.key));
  expect(read.data!.partner.report.id).toBe(own.reportId);
  for (const other of others) {
    const report = await server.graphql(REPORT, { id: other.reportId }, bearer(alpha.key));
    expect([other.who, report.errors?.[0]?.extensions?.code]).toEqual([other.who, 'NOT_FOUND']);
    const order = await server.graphql(ORDER, { ref: other.orderNumber }, bearer(alpha.key));
    expect([other.who, order.errors?.[0]?.extensions?.code]).toEqual([other.who, 'NOT_FOUND']);
  }
  for (const guess of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "' or 1=1 --"]) {
    expect((await server.graphql(REPORT, { id: guess }, bearer(alpha.key))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }
  const orders = await server.graphql<{ partner: { orders: Array<{ orderNumber: string; status: string }> } }>(ORDERS, undefined, bearer(alpha.key));
  expect(orders.data!.partner.orders).toEqual([expect.objectContaining({ orderNumber: own.orderNumber, status: 'PAID' })]);
  expect((await server.graphql(ORDER, { ref: own.orderNumber }, bearer(alpha.key))).data).toEqual({ partner: { order: expect.objectContaining({ orderNumber: own.orderNumber }) } });
});

it('serves the same answers over REST', async () => {
  const list = await partnerRest(server, '/reports', bearer(alpha.key));
  expect(list.status).toBe(200);
  expect((list.body.data as Array<{ id: string }>).map((r) => r.id)).toContain(own.reportId);
  expect((list.body.data as Array<{ id: string }>).some((r) => others.some((o) => o.reportId === r.id))).toBe(false);
  expect((await partnerRest(server, `/reports/${own.reportId}`, bearer(alpha.key))).body.data).toMatchObject({ id: own.reportId, kind: 'personality', status: 'completed' });
  for (const other of others) {
    expect((await partnerRest(server, `/reports/${other.reportId}`, bearer(alpha.key))).status).toBe(404);
    expect((await partnerRest(server, `/orders/${other.orderNumber}`, bearer(alpha.key))).status).toBe(404);
  }
  const orders = await partnerRest(server, '/orders', bearer(alpha.key));
  expect((orders.body.data as Array<{ orderNumber: string }>).map((o) => o.orderNumber)).toEqual([own.orderNumber]);
  expect(await partnerRest(server, '/stats', bearer(alpha.key))).toMatchObject({
    status: 200, body: { data: { sittingsStarted: 2, sittingsSubmitted: 2, reportsReady: 1, ordersPaid: 1 } },
  });
});

it('needs a key, and a key reads only within its scopes', async () => {
  expect((await server.graphql(REPORTS)).errors?.[0]?.extensions?.code).toBe('PARTNER_KEY_REQUIRED');
  expect((await partnerRest(server, '/reports')).status).toBe(401);
  const statsOnly = await makePartner(server, { name: 'Stats Only', scopes: [PartnerScope.STATS] });
  expect((await server.graphql(REPORTS, undefined, bearer(statsOnly.key))).errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_SCOPE');
  expect((await partnerRest(server, '/orders', bearer(statsOnly.key))).status).toBe(403);
  expect((await partnerRest(server, '/stats', bearer(statsOnly.key))).status).toBe(200);
  // A member's session or a report token gives no partner access either.
  expect((await server.graphql(REPORTS, undefined, { authorization: 'Bearer mp_nope' })).errors?.[0]?.extensions?.code).toBe('INVALID_API_KEY');
});

it('writes every partner read to the audit log, with the records it returned', async () => {
  await partnerRest(server, `/reports/${own.reportId}`, bearer(alpha.key));
  const rows = await server.database.orm.em.fork().execute<Array<{ action: string; resources: string[]; via: string; name: string }>>(
    'select e.action, e.resources, e.via, p.name from partner_audit_entry e join partner p on p.id = e.partner_id order by e.id');
  const alphaRows = rows.filter((row) => row.name === 'Alpha Coaching');
  expect(alphaRows.map((row) => `${row.via}:${row.action}`)).toEqual(expect.arrayContaining(['graphql:reports.list', 'graphql:report.read', 'graphql:orders.list', 'rest:report.read', 'rest:stats.read']));
  expect(alphaRows.filter((row) => row.action === 'report.read').every((row) => row.resources.length === 1 && row.resources[0] === own.reportId)).toBe(true);
  // Refused reads returned nothing, so they name nothing.
  expect(alphaRows.flatMap((row) => row.resources).some((id) => others.some((other) => other.reportId === id))).toBe(false);
});
