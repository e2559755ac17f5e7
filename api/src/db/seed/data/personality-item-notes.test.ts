// The per-item record covers every statement in every locale, and the bank keeps its keying, balance and wording rules.
import { LOCALES } from '../../../shared/locale.js';
import { personalityItemNotes, type Desirability, type ItemPole } from './personality-item-notes.js';
import { indicators, personalityItems } from './personality-items.js';

const notesByKey = new Map(personalityItemNotes.map((note) => [note.key, note]));
const poleOf = (indicator: string, keyed: 'first' | 'second'): ItemPole =>
  indicators.find((seed) => seed.code === indicator)!.poles[keyed === 'first' ? 0 : 1] as ItemPole;

describe('personality item notes', () => {
  it('keeps one record per item, with the indicator and pole the bank keys it to', () => {
    expect(personalityItemNotes.map((note) => note.key).sort()).toEqual(personalityItems.map((item) => item.key).sort());
    for (const item of personalityItems) {
      const note = notesByKey.get(item.key);
      expect({ key: item.key, indicator: note?.indicator, pole: note?.pole })
        .toEqual({ key: item.key, indicator: item.indicator, pole: poleOf(item.indicator, item.keyed) });
    }
  });

  it('says what each item measures and must not, and back-translates every other locale into English', () => {
    for (const note of personalityItemNotes) {
      expect(note.measures.trim().length).toBeGreaterThan(10);
      expect(note.mustNot.trim().length).toBeGreaterThan(10);
      for (const locale of LOCALES.filter((code) => code !== 'EN')) {
        expect({ key: note.key, locale, back: /^[\x20-\x7e]{10,}$/.test(note.back[locale as Exclude<typeof locale, 'EN'>]) })
          .toEqual({ key: note.key, locale, back: true });
      }
    }
  });
});

describe('personality item bank balance', () => {
  it('keys 6 items to each pole of each indicator, 2 per pole in each of the 3 parts', () => {
    for (const { code } of indicators) {
      for (const keyed of ['first', 'second'] as const) {
        const own = personalityItems.filter((item) => item.indicator === code && item.keyed === keyed);
        expect(own).toHaveLength(6);
        for (const part of [1, 2, 3]) expect({ code, keyed, part, n: own.filter((item) => item.part === part).length }).toEqual({ code, keyed, part, n: 2 });
      }
    }
  });

  it('gives every pole both desirable and undesirable statements, so agreeing to look good does not move a score one way', () => {
    for (const { code } of indicators) {
      for (const keyed of ['first', 'second'] as const) {
        const kinds = new Set<Desirability>(personalityItems
          .filter((item) => item.indicator === code && item.keyed === keyed)
          .map((item) => notesByKey.get(item.key)!.desirability));
        expect({ code, keyed, desirable: kinds.has('desirable'), undesirable: kinds.has('undesirable') })
          .toEqual({ code, keyed, desirable: true, undesirable: true });
      }
    }
  });

  it('writes English statements without comparatives, negations, frequency words or a job or studies', () => {
    const rules: [string, RegExp][] = [
      ['comparative', /\b(than|rather|prefer|instead|more|less)\b/i],
      ['negation', /\b(not|no|never|nothing|nobody|none|without)\b|n't\b/i],
      ['frequency word', /\b(often|always|usually|rarely|seldom)\b/i],
      ['job or studies', /\b(job|deadline|colleagues?|boss|office|school|class|homework|stud(y|ies|ent)|my work)\b/i],
    ];
    const broken = personalityItems.flatMap((item) => rules
      .filter(([, pattern]) => pattern.test(item.text.EN))
      .map(([rule]) => `${item.key} (${rule}): ${item.text.EN}`));
    expect(broken).toEqual([]);
  });
});
