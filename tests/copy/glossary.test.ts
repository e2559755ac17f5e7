// One term per concept per locale (api/src/i18n/glossary.json): the glossary's term is what the anchor messages say,
// and none of its rejected variants appears anywhere in the product's copy of that locale, web or server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUES } from '../../api/src/i18n/catalogue.js';
import { LOCALES, type Locale } from '../../api/src/shared/locale.js';
import { interfaceCopy, webCatalogue } from '../support/copy-corpus.js';

interface Glossary {
  concepts: Record<string, { anchors: string[]; terms: Record<Locale, { term: string; avoid?: string[] }> }>;
}

const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../api/src/i18n/glossary.json');
const glossary = JSON.parse(readFileSync(file, 'utf8')) as Glossary;
const concepts = Object.entries(glossary.concepts);

function anchorText(anchor: string, locale: Locale): string | undefined {
  const [where, id] = anchor.split(/:(.*)/s) as [string, string];
  return where === 'web' ? webCatalogue(locale)[id] : (CATALOGUES[locale] as Record<string, string>)[id];
}

it('names a term for every concept in all nine locales', () => {
  for (const [, concept] of concepts) expect(Object.keys(concept.terms).sort()).toEqual([...LOCALES].sort());
});

describe.each(concepts)('%s', (_name, concept) => {
  it.each([...LOCALES])('uses the glossary term in the anchor messages in %s', (locale) => {
    const { term } = concept.terms[locale];
    const missing = concept.anchors.filter((anchor) => !anchorText(anchor, locale)?.toLocaleLowerCase().includes(term.toLocaleLowerCase()));
    expect(missing).toEqual([]);
  });

  it.each([...LOCALES])('uses no other variant in %s', (locale) => {
    const avoid = (concept.terms[locale].avoid ?? []).map((pattern) => new RegExp(pattern, 'iu'));
    if (avoid.length === 0) return;
    const found = interfaceCopy(locale)
      .filter(({ text }) => avoid.some((pattern) => pattern.test(text)))
      .map(({ where, text }) => `${where}: ${text.slice(0, 80)}`);
    expect(found).toEqual([]);
  });
});
