// The server catalogues get the web's completeness test: every locale has exactly the ids of en.ts, every message
// parses as ICU, uses the argument names (and select cases) of the English one, is really translated, and formats without gaps.
import { IntlMessageFormat } from 'intl-messageformat';
import { BCP47, LOCALES } from '../shared/locale.js';
import { CATALOGUES, type MessageId } from './catalogue.js';
import { MESSAGE_FORMATS, t } from './translate.js';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
/** How an argument is used: a date, a select key, a number (plural or number), or any text. */
type ArgumentKind = 'date' | 'select' | 'number' | 'text';

// Element types of @formatjs/icu-messageformat-parser.
const KIND_OF_TYPE: Partial<Record<number, ArgumentKind>> = { 1: 'text', 2: 'number', 3: 'date', 4: 'date', 5: 'select', 6: 'number' };

/** Words of a message's own text, in every branch, without the argument syntax. */
function wordCount(elements: Element[]): number {
  const literal = (list: Element[]): string => list.map((element) => (element.type === 0 && 'value' in element ? element.value
    : 'options' in element ? Object.values(element.options).map((option) => literal(option.value)).join(' ') : ' ')).join('');
  return literal(elements).split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

function argumentsOf(elements: Element[], found = new Map<string, Set<ArgumentKind>>()): Map<string, Set<ArgumentKind>> {
  for (const element of elements) {
    const kind = KIND_OF_TYPE[element.type];
    if (kind && 'value' in element) {
      const kinds = found.get(element.value) ?? new Set<ArgumentKind>();
      found.set(element.value, kinds.add(kind));
    }
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/** The cases each select argument handles, over all its uses: 'interval' -> DAY|MONTH|WEEK|other. */
function selectCases(elements: Element[], found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const element of elements) {
    if (!('options' in element)) continue;
    if (element.type === 5) {
      const cases = found.get(element.value) ?? new Set<string>();
      Object.keys(element.options).forEach((key) => cases.add(key));
      found.set(element.value, cases);
    }
    for (const option of Object.values(element.options)) selectCases(option.value, found);
  }
  return found;
}

function parse(locale: (typeof LOCALES)[number], message: string): IntlMessageFormat {
  return new IntlMessageFormat(message, BCP47[locale], MESSAGE_FORMATS, { ignoreTag: true });
}

/** A value fit for every use of the argument in English: the first select key, 2, a date, or a word. */
function sampleValue(kinds: Set<ArgumentKind>, elements: Element[], name: string): string | number | Date {
  if (kinds.has('date')) return new Date(Date.UTC(2026, 10, 20, 9, 30));
  if (kinds.has('select')) {
    const select = elements.flatMap(function flat(element): Element[] {
      const nested = 'options' in element ? Object.values(element.options).flatMap((option) => option.value.flatMap(flat)) : [];
      return [element, ...nested];
    }).find((element) => element.type === 5 && 'value' in element && element.value === name);
    return select && 'options' in select ? Object.keys(select.options)[0]! : 'other';
  }
  return kinds.has('number') ? 2 : 'Word';
}

const en = CATALOGUES.EN;
const ids = Object.keys(en).sort() as MessageId[];
const englishArguments = new Map(ids.map((id) => [id, argumentsOf(parse('EN', en[id]!).getAst())]));

/** Argument names, each with the way it must be given when it matters (a date, or a select key with its cases). Numbers
 * and text may stand for each other (a language without plural forms writes {count, number} where English has a plural). */
function signature(elements: Element[]): string {
  const cases = selectCases(elements);
  return [...argumentsOf(elements)]
    .map(([name, kinds]) => [name, ...(['date', 'select'] as const).filter((kind) => kinds.has(kind)), ...[...(cases.get(name) ?? [])].sort()].join(':'))
    .sort().join(' ');
}

describe('server message catalogues', () => {
  it('have English ids, and some', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  describe.each(LOCALES.filter((locale) => locale !== 'EN'))('%s', (locale) => {
    const catalogue = CATALOGUES[locale];

    it('has every id of en.ts and no other', () => {
      expect(ids.filter((id) => catalogue[id] === undefined)).toEqual([]);
      expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([]);
    });

    it('parses as ICU and uses the argument names and select cases of the English message', () => {
      const problems: string[] = [];
      for (const id of ids) {
        const message = catalogue[id];
        if (message === undefined) continue;
        try {
          const own = signature(parse(locale, message).getAst());
          const english = signature(parse('EN', en[id]!).getAst());
          if (own !== english) problems.push(`${id}: ${own} vs ${english}`);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('translates every message longer than three words', () => {
      const untranslated = ids.filter((id) => wordCount(parse('EN', en[id]!).getAst()) > 3 && catalogue[id] === en[id]);
      expect(untranslated).toEqual([]);
    });
  });

  it.each([...LOCALES])('formats every message in %s with no argument left unfilled', (locale) => {
    const problems: string[] = [];
    for (const id of ids) {
      const elements = parse('EN', en[id]!).getAst();
      const values = Object.fromEntries([...englishArguments.get(id)!].map(([name, kinds]) => [name, sampleValue(kinds, elements, name)]));
      try {
        const text = t(locale, id, values);
        if (!text.trim() || /[{}]|undefined|NaN|Invalid Date/.test(text)) problems.push(`${id}: "${text}"`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
