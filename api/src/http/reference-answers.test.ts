import type { ReferenceData } from '../modules/reference/reference-data.js';
import { readsOnlyReference, ReferenceAnswers, type ReferenceAnswer } from './reference-answers.js';

const QUESTIONS = 'query Q($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { key text } }';

describe('readsOnlyReference', () => {
  it.each([
    [QUESTIONS, true],
    ['{ skus(examId: 1836, country: "US", locale: "EN") { code ...Price } } fragment Price on Sku { price { amountMinor } }', true],
    ['{ a: questions(examId: 1, locale: "EN") { key } b: sku(examId: 1, id: 2, country: "US", locale: "EN") { code } __typename }', true],
    ['{ questions(examId: 1, locale: "EN") { key } exam(id: 1) { id } }', false],
    ['{ ... on Query { questions(examId: 1, locale: "EN") { key } } }', false],
    ['mutation { questions }', false],
    ['query A { questions(examId: 1, locale: "EN") { key } } query B { skus(examId: 1, country: "US", locale: "EN") { code } }', false],
    ['{ __schema { types { name } } }', false],
    ['{ questions(', false],
  ])('%s -> %s', (query, expected) => {
    expect(readsOnlyReference(query)).toBe(expected);
  });
});

describe('ReferenceAnswers', () => {
  const data = {} as ReferenceData;
  const answer = (text: string, of = data): ReferenceAnswer => ({ data: of, status: 200, headers: [], text, encoded: new Map() });

  it('keys a POSTed query of reference fields by its Accept header, operation name, variables and text', () => {
    const answers = new ReferenceAnswers();
    const body = { query: QUESTIONS, variables: { examId: 1836, locale: 'EN' } };
    const key = answers.keyOf('POST', body, 'application/json');
    expect(key).not.toBeNull();
    expect(answers.keyOf('POST', { ...body }, 'application/json')).toBe(key);
    expect(answers.keyOf('POST', body, 'application/graphql-response+json')).not.toBe(key);
    expect(answers.keyOf('POST', { ...body, variables: { examId: 1836, locale: 'FR' } }, 'application/json')).not.toBe(key);
    expect(answers.keyOf('POST', { ...body, operationName: 'Q' }, 'application/json')).not.toBe(key);
    // What Apollo Client adds to every operation changes nothing in the answer.
    expect(answers.keyOf('POST', { ...body, extensions: { clientLibrary: { name: '@apollo/client', version: '4.3.8' } } }, 'application/json')).toBe(key);
  });

  it.each([
    ['a GET', 'GET', { query: QUESTIONS }],
    ['no body', 'POST', undefined],
    ['no query', 'POST', { variables: {} }],
    ['extensions (a persisted query)', 'POST', { query: QUESTIONS, extensions: { persistedQuery: { version: 1 } } }],
    ['extensions beside the client library', 'POST', { query: QUESTIONS, extensions: { clientLibrary: {}, other: 1 } }],
    ['extensions as a list', 'POST', { query: QUESTIONS, extensions: ['clientLibrary'] }],
    ['variables as a list', 'POST', { query: QUESTIONS, variables: [1] }],
    ['a numeric operation name', 'POST', { query: QUESTIONS, operationName: 1 }],
    ['a long query', 'POST', { query: `${QUESTIONS}${' '.repeat(3000)}` }],
    ['another field', 'POST', { query: '{ exams { id } }' }],
  ])('keys nothing for %s', (_case, method, body) => {
    expect(new ReferenceAnswers().keyOf(method, body, undefined)).toBeNull();
  });

  it('gives an answer back only for the reference data it was computed from, and counts it', () => {
    const answers = new ReferenceAnswers();
    answers.keep('k', answer('{"data":{}}'));
    expect(answers.get('k', undefined)).toBeUndefined();
    expect(answers.get('k', {} as ReferenceData)).toBeUndefined();
    expect(answers.hits).toBe(0);
    expect(answers.get('k', data)?.text).toBe('{"data":{}}');
    expect(answers.hits).toBe(1);
  });

  it('keeps at most 8 M characters of answers, the newest', () => {
    const answers = new ReferenceAnswers();
    const text = (index: number) => String(index % 10).repeat(200 * 1024);
    // 41 answers of 200 K characters are more than 8 M: the first goes.
    for (let index = 0; index < 41; index += 1) answers.keep(`k${index}`, answer(text(index)));
    expect(answers.get('k0', data)).toBeUndefined();
    expect(answers.get('k1', data)?.text).toBe(text(1));
    expect(answers.get('k40', data)?.text).toBe(text(40));
    // Kept again under its key, an answer counts once.
    answers.keep('k40', answer(text(40)));
    answers.keep('k40', answer(text(40)));
    expect(answers.get('k1', data)?.text).toBe(text(1));
  });

  it('keeps at most 512 answers, the newest, and none over 256 K characters', () => {
    const answers = new ReferenceAnswers();
    for (let index = 0; index < 600; index += 1) answers.keep(`k${index}`, answer(String(index)));
    expect(answers.get('k0', data)).toBeUndefined();
    expect(answers.get('k87', data)).toBeUndefined();
    expect(answers.get('k88', data)?.text).toBe('88');
    expect(answers.get('k599', data)?.text).toBe('599');
    answers.keep('big', answer('x'.repeat(256 * 1024 + 1)));
    expect(answers.get('big', data)).toBeUndefined();
  });
});
