// The reference-data cache: read once, trusted for REVALIDATE_MS, then reloaded only when the seed hash changed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { forgetReferenceData, referenceData, REVALIDATE_MS } from './reference-data.js';

/** An EntityManager that answers the cache's statements from fixed rows and counts them. */
function fakeEm(state: { hash: string; examTitle: string }) {
  const statements: string[] = [];
  const rows = (sql: string): Array<Record<string, unknown>> => {
    if (sql.includes('from seed_state')) return [{ content_hash: state.hash }];
    if (sql.includes('from currency')) return [{ code: 'USD', symbol: '$', fraction_digits: 2, decimal_comma: false }];
    if (sql.includes('from exam')) {
      return [{ id: 1836, code: 'BMBTI', kind: 'personality', titles: { EN: state.examTitle }, descriptions: { EN: '' }, duration_minutes: 12, active: true, position: 1 }];
    }
    if (sql.includes('from question')) {
      return [{ id: 1, exam_id: 1836, key: 'EI-01', part: 1, position: 1, indicator: 'EI', keyed: 'first', texts: { EN: 'I talk.' }, stimulus: null, correct_option: null }];
    }
    if (sql.includes('from country')) return [{ code: 'US', name: 'United States', continent: 'NA', currency: 'USD' }];
    if (sql.includes('from sku_price')) return [{ sku_id: 7, currency: 'USD', amount_minor: 1999, recurring_minor: null }];
    if (sql.includes('from sku')) {
      return [{ id: 7, exam_id: 1836, code: 'report', kind: 'report', plan_id: null, upsell_step: null, titles: { EN: 'Report' }, descriptions: { EN: '' }, position: 1, active: true }];
    }
    return [];
  };
  const em = { execute: async (sql: string) => (statements.push(sql), rows(sql)) } as unknown as EntityManager;
  return { em, statements };
}

beforeEach(() => forgetReferenceData());

it('reads the reference tables once and then answers from memory', async () => {
  const { em, statements } = fakeEm({ hash: 'a', examTitle: 'Type' });
  const data = await referenceData(em, 1000);
  expect(data.exams.get(1836)?.code).toBe('BMBTI');
  expect(data.questionsByExam.get(1836)?.map((question) => question.key)).toEqual(['EI-01']);
  expect(data.countries.get('US')?.currency.code).toBe('USD');
  expect(data.skus.get(7)?.plan).toBeUndefined();
  expect(data.prices.get('7:USD')?.amountMinor).toBe(1999);
  const count = statements.length;
  await referenceData(em, 1000 + REVALIDATE_MS - 1);
  expect(statements).toHaveLength(count);
});

it('hands out frozen objects', async () => {
  const { em } = fakeEm({ hash: 'a', examTitle: 'Type' });
  const exam = (await referenceData(em, 0)).exams.get(1836)!;
  expect(Object.isFrozen(exam)).toBe(true);
  expect(Object.isFrozen(exam.titles)).toBe(true);
});

it('after the revalidation time, checks the seed hash and reloads only when it changed', async () => {
  const state = { hash: 'a', examTitle: 'Type' };
  const { em, statements } = fakeEm(state);
  await referenceData(em, 0);
  statements.length = 0;
  await referenceData(em, REVALIDATE_MS);
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatch(/seed_state/);

  state.hash = 'b';
  state.examTitle = 'Type, reseeded';
  const reloaded = await referenceData(em, 2 * REVALIDATE_MS);
  expect(reloaded.hash).toBe('b');
  expect(reloaded.exams.get(1836)?.titles.EN).toBe('Type, reseeded');
});
