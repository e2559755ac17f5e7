// The help centre and the methodology page quote the questionnaire's scale anchors word for word in every locale (the web's scale.anchor.*
// messages), so nobody reads one pair of words in the help and another on the scale.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helpArticles } from '../api/src/db/seed/data/help-articles.js';
import { methodologySections } from '../api/src/db/seed/data/methodology.js';
import { LOCALES } from '../api/src/shared/locale.js';

const localesDir = fileURLToPath(new URL('../web/src/locales/', import.meta.url));

function anchorsOf(locale: string): [string, string] {
  const catalogue = JSON.parse(readFileSync(path.join(localesDir, `${locale.toLowerCase()}.json`), 'utf8')) as Record<string, string>;
  return [catalogue['scale.anchor.notAtAll']!, catalogue['scale.anchor.veryMuch']!];
}

describe('scale anchors in seeded texts', () => {
  it.each(LOCALES)('%s: the help article on how the test works quotes both anchors of the scale', (locale) => {
    const article = helpArticles.find((candidate) => candidate.slug === 'how-the-test-works')!;
    const [low, high] = anchorsOf(locale);
    expect({ low: article.body[locale].includes(low), high: article.body[locale].includes(high) }).toEqual({ low: true, high: true });
  });

  it.each(LOCALES)('%s: the methodology page lists the anchors of every language exactly as the scale shows them', (locale) => {
    const body = methodologySections.find((section) => section.id === 'scale')!.body[locale];
    const missing = LOCALES.flatMap((other) => anchorsOf(other)).filter((anchor) => !body.includes(anchor));
    expect(missing).toEqual([]);
  });
});
