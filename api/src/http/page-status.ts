// The status of an app page whose address names something: the exam of a question page, the report of a report link,
// the order of a checkout link. When that thing does not exist the server answers 404 (the app shows its 404 page
// for the same address), so broken links are not indexed or counted as pages. Each lookup says no more than the API
// already says for the same id or token, and a failed lookup never turns a page into an error.
import type { MikroORM } from '@mikro-orm/postgresql';
import { findExam } from '../modules/exam/exam.service.js';
import { findOrder } from '../modules/order/order.lookup.js';
import { reportExists } from '../modules/report/report.service.js';

export interface PageLookups {
  exam(id: number): Promise<boolean>;
  report(token: string): Promise<boolean>;
  order(ref: string, token: string): Promise<boolean>;
}

export function databaseLookups(orm: MikroORM): PageLookups {
  return {
    // Exams come from the process's reference-data cache (modules/reference): no query per page.
    exam: async (id) => (await findExam(orm.em.fork(), id)) !== null,
    report: (token) => reportExists(orm.em.fork(), token),
    order: async (ref, token) => (await findOrder(orm.em.fork(), ref, token)) !== null,
  };
}

const EXAM = '([A-Za-z][A-Za-z0-9]*)-(\\d+)';
/** The question screen and its legacy alias (web/src/lib/paths.ts): they load the exam's questions. */
const QUESTION_PAGE = new RegExp(`^/(?:answer/question|question)/${EXAM}/?$`);
/** The paid report's screens, which open the report named by ?r=. */
const REPORT_PAGE = new RegExp(`^/report(?:/(?:result|result-download)/${EXAM})?/?$`);
/** The checkout screens about one order (?o=&k=), with their legacy aliases; the offer (scheme) has no order yet. */
const ORDER_PAGE = new RegExp(
  `^/(?:paying/(?:payment|paypage|paypage%20copy|check|subscribe/check|success|failed|package)|payinsider|payment|payPage|pay_success|pay_failed|pay_check|pay_package)/${EXAM}/?$`,
);
/** The token shape the web app accepts (shorter or odd values are an incomplete link, which the page explains). */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const ORDER_REF = /^(MP\d{16}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * False when the page's address names an exam, report or order that does not exist. Only well-formed values are
 * looked up: a missing or malformed one is an incomplete link, which the page itself explains with a 200.
 */
export async function pageTargetExists(pathname: string, query: URLSearchParams, lookups: PageLookups): Promise<boolean> {
  const question = QUESTION_PAGE.exec(pathname);
  if (question) return lookups.exam(Number(question[2]));
  if (REPORT_PAGE.test(pathname)) {
    const token = param(query, 'r');
    return token === null || !TOKEN.test(token) || lookups.report(token);
  }
  if (ORDER_PAGE.test(pathname)) {
    const ref = param(query, 'o');
    const token = param(query, 'k');
    return ref === null || token === null || !ORDER_REF.test(ref) || !TOKEN.test(token) || lookups.order(ref, token);
  }
  return true;
}

/** pageTargetExists, but a lookup that fails (database down) leaves the page as it is, with a warning. */
export async function pageFound(pathname: string, query: URLSearchParams, lookups: PageLookups, log: { warn(details: object, message: string): void }): Promise<boolean> {
  try {
    return await pageTargetExists(pathname, query, lookups);
  } catch (error) {
    log.warn({ err: error }, 'page status lookup failed');
    return true;
  }
}
