// The web app's status for addresses that name something: an unknown exam on the question page, an unknown report
// token on the report pages and an unknown order on the checkout pages answer 404 (with the app, which shows its 404
// page); known ones, incomplete links and every other page answer 200.
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { restOrder, skuIds, submittedAttempt } from './payments/support/checkout.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let webDist: string;
let order: { orderNumber: string; id: string; token: string };
let reportToken: string;
const UNKNOWN_TOKEN = 'A'.repeat(43);

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mindprint-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Mindprint</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'routes.json'), JSON.stringify([
    '/', '/answer/question/:exam', '/question/:exam', '/report', '/report/result/:exam', '/report/result-download/:exam',
    '/paying/payment/:exam', '/paying/check/:exam', '/paying/paypage copy/:exam', '/pay_success/:exam', '/paying/scheme/:exam', '/help/:exam',
  ]));
  server = await startTestServer({ env: { WEB_DIST: webDist } });
  const sku = await skuIds(server);
  const attempt = await submittedAttempt(server);
  const created = (await restOrder(server, { attemptToken: attempt, skuId: sku.report })).body.data;
  order = { orderNumber: created.order.orderNumber, id: created.order.id, token: created.token };
  const rows = await server.database.orm.em.fork().execute<Array<{ token: string }>>(
    'select r.token from report r join attempt a on a.id = r.attempt_id where a.token = ?', [attempt]);
  reportToken = rows[0]!.token;
});

afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

async function statusOf(pathAndQuery: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, { headers: { accept: 'text/html' } });
  const body = await response.text();
  // The app is served either way: it shows its own 404 page.
  expect(body).toContain('<div id="root">');
  return response.status;
}

it('answers an unknown exam on the question page with 404, a known one with 200', async () => {
  expect(await statusOf('/answer/question/BMBTI-1836')).toBe(200);
  expect(await statusOf('/answer/question/MRIQ-2047')).toBe(200);
  expect(await statusOf('/answer/question/BMBTI-99999')).toBe(404);
  expect(await statusOf('/question/BMBTI-99999?hl=DE')).toBe(404);
  expect(await statusOf('/answer/question/BMBTI-99999999999999999999')).toBe(404);
  // Pages that only carry the exam in their links are not looked up.
  expect(await statusOf('/help/BMBTI-99999')).toBe(200);
});

it('answers an unknown report token with 404; a known one (paid or not) and an incomplete link with 200', async () => {
  expect(await statusOf(`/report/result/BMBTI-1836?r=${reportToken}`)).toBe(200);
  expect(await statusOf(`/report/result-download/BMBTI-1836?r=${reportToken}`)).toBe(200);
  expect(await statusOf(`/report?r=${reportToken}`)).toBe(200);
  expect(await statusOf(`/report/result/BMBTI-1836?r=${UNKNOWN_TOKEN}`)).toBe(404);
  expect(await statusOf(`/report/result-download/BMBTI-1836?r=${UNKNOWN_TOKEN}`)).toBe(404);
  expect(await statusOf(`/report?r=${UNKNOWN_TOKEN}`)).toBe(404);
  // An order number is not a report token.
  expect(await statusOf(`/report/result/BMBTI-1836?r=${order.token}`)).toBe(404);
  expect(await statusOf('/report/result/BMBTI-1836')).toBe(200);
  expect(await statusOf('/report/result/BMBTI-1836?r=short')).toBe(200);
});

it('answers an unknown order or a wrong order token with 404; the order with its token with 200', async () => {
  const known = `o=${order.orderNumber}&k=${order.token}`;
  expect(await statusOf(`/paying/payment/BMBTI-1836?${known}`)).toBe(200);
  expect(await statusOf(`/paying/check/BMBTI-1836?o=${order.id}&k=${order.token}`)).toBe(200);
  expect(await statusOf(`/paying/paypage%20copy/BMBTI-1836?${known}`)).toBe(200);
  expect(await statusOf(`/pay_success/BMBTI-1836?${known}`)).toBe(200);
  expect(await statusOf(`/paying/payment/BMBTI-1836?o=${order.orderNumber}&k=${UNKNOWN_TOKEN}`)).toBe(404);
  expect(await statusOf(`/paying/check/BMBTI-1836?o=MP2611260000000000&k=${order.token}`)).toBe(404);
  expect(await statusOf(`/pay_success/BMBTI-1836?o=MP2611260000000000&k=${UNKNOWN_TOKEN}`)).toBe(404);
  // Incomplete links are the page's to explain; the offer has no order yet.
  expect(await statusOf('/paying/payment/BMBTI-1836')).toBe(200);
  expect(await statusOf(`/paying/payment/BMBTI-1836?o=${order.orderNumber}`)).toBe(200);
  expect(await statusOf(`/paying/scheme/BMBTI-1836?o=MP2611260000000000&k=${UNKNOWN_TOKEN}`)).toBe(200);
});

it('does not put the link\'s tokens in the logs', () => {
  const logged = JSON.stringify(server.logs);
  expect(logged).not.toContain(order.token);
  expect(logged).not.toContain(reportToken);
});
