// Which addresses are looked up for their status, and with what: the exam of the question page, ?r= on the report
// pages, ?o=&k= on the checkout pages; incomplete values are never looked up.
import { pageFound, pageTargetExists, type PageLookups } from './page-status.js';

function recording(answer: boolean) {
  const calls: string[] = [];
  const lookups: PageLookups = {
    exam: async (id) => (calls.push(`exam ${id}`), answer),
    report: async (token) => (calls.push(`report ${token}`), answer),
    order: async (ref, token) => (calls.push(`order ${ref} ${token}`), answer),
  };
  return { calls, lookups };
}

const TOKEN = 'k'.repeat(43);
const check = (address: string, lookups: PageLookups) => {
  const url = new URL(address, 'http://localhost');
  return pageTargetExists(url.pathname, url.searchParams, lookups);
};

it('looks up the exam of the question page and its legacy alias only', async () => {
  const { calls, lookups } = recording(false);
  expect(await check('/answer/question/BMBTI-99999', lookups)).toBe(false);
  expect(await check('/question/BMBTI-7/', lookups)).toBe(false);
  expect(await check('/answer/submit/BMBTI-99999', lookups)).toBe(true);
  expect(await check('/help/BMBTI-99999', lookups)).toBe(true);
  expect(calls).toEqual(['exam 99999', 'exam 7']);
});

it('looks up a well-formed report token on the report pages', async () => {
  const { calls, lookups } = recording(false);
  expect(await check(`/report?r=${TOKEN}`, lookups)).toBe(false);
  expect(await check(`/report/result/BMBTI-1836?r=${TOKEN}`, lookups)).toBe(false);
  expect(await check(`/report/result-download/MRIQ-2047?r=${TOKEN}`, lookups)).toBe(false);
  expect(await check('/report/result/BMBTI-1836?r=short', lookups)).toBe(true);
  expect(await check('/report/result/BMBTI-1836', lookups)).toBe(true);
  expect(await check(`/report/result-free-test/BMBTI-1836?r=${TOKEN}`, lookups)).toBe(true);
  expect(calls).toHaveLength(3);
});

it('looks up a complete order link on the checkout pages, not on the offer', async () => {
  const { calls, lookups } = recording(false);
  expect(await check(`/paying/payment/BMBTI-1836?o=MP2611260000000001&k=${TOKEN}`, lookups)).toBe(false);
  expect(await check(`/paying/paypage%20copy/BMBTI-1836?o=MP2611260000000001&k=${TOKEN}`, lookups)).toBe(false);
  expect(await check(`/pay_check/BMBTI-1836?o=MP2611260000000001&k=${TOKEN}`, lookups)).toBe(false);
  expect(await check(`/paying/payment/BMBTI-1836?o=MP2611260000000001`, lookups)).toBe(true);
  expect(await check(`/paying/payment/BMBTI-1836?o=12&k=${TOKEN}`, lookups)).toBe(true);
  expect(await check(`/paying/scheme/BMBTI-1836?o=MP2611260000000001&k=${TOKEN}`, lookups)).toBe(true);
  expect(calls).toEqual([`order MP2611260000000001 ${TOKEN}`, `order MP2611260000000001 ${TOKEN}`, `order MP2611260000000001 ${TOKEN}`]);
});

it('leaves the page found when a lookup fails, with a warning', async () => {
  const warnings: unknown[] = [];
  const failing: PageLookups = { exam: () => Promise.reject(new Error('database down')), report: async () => true, order: async () => true };
  expect(await pageFound('/answer/question/BMBTI-1836', new URLSearchParams(), failing, { warn: (details) => warnings.push(details) })).toBe(true);
  expect(warnings).toHaveLength(1);
});
