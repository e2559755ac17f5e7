// One pair of scale anchors per locale, equal in strength to English, and every text that names them inserts the same
// two messages instead of keeping its own copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales');
const load = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

/**
 * The agreed anchors. Chosen as the plain "none" and "a lot" words of each language's usual extent scale, never
 * "completely" or "totally" (FR « Tout à fait », DE „Voll und ganz", PT "Totalmente" and ES "Muchísimo" were stronger than
 * "Very much" and squeezed answers toward the middle). DE follows Rohrmann's (1978) intensity scale, "gar nicht ... sehr".
 */
const ANCHORS: Record<string, [string, string]> = {
  en: ['Not at all', 'Very much'],
  fr: ['Pas du tout', 'Beaucoup'],
  de: ['Gar nicht', 'Sehr'],
  es: ['Nada', 'Mucho'],
  pt: ['Nem um pouco', 'Muito'],
  cn: ['完全不符合', '非常符合'],
  hk: ['完全不符合', '非常符合'],
  ja: ['まったく当てはまらない', 'とても当てはまる'],
  kr: ['전혀 아니다', '매우 그렇다'],
};
/** Messages that quote the anchors; each must insert them, never spell them out. */
const QUOTING = ['landing.steps.answer.text', 'questionnaire.scale.instructions'];

describe.each(Object.keys(ANCHORS))('%s scale anchors', (locale) => {
  const catalogue = load(locale);
  const [low, high] = ANCHORS[locale]!;

  it('are the agreed pair', () => {
    expect([catalogue['scale.anchor.notAtAll'], catalogue['scale.anchor.veryMuch']]).toEqual([low, high]);
  });

  it('are inserted by the landing page and the question screen rather than copied', () => {
    for (const id of QUOTING) {
      expect({ id, low: catalogue[id]?.includes('{notAtAll}'), high: catalogue[id]?.includes('{veryMuch}') }).toEqual({ id, low: true, high: true });
    }
  });

  it('exist once: no other message is a duplicate of either anchor', () => {
    const copies = Object.entries(catalogue)
      .filter(([id, text]) => !id.startsWith('scale.anchor.') && [low, high].some((anchor) => text.toLowerCase() === anchor.toLowerCase()))
      .map(([id]) => id);
    expect(copies).toEqual([]);
  });
});
