// Every locale file has exactly the keys of en.json, keeps its placeholders, and is really translated;
// en.json is exactly what the code's messages define (what `npm run extract --workspace web` writes).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const src = path.resolve(dir, '..');
const LOCALE_FILES = ['en', 'cn', 'fr', 'es', 'ja', 'hk', 'de', 'pt', 'kr'] as const;

/** Messages that may stay identical to English in any language: brand names only. */
const BRAND_ONLY = new Set(['footer.logo.alt']);

type Catalogue = Record<string, string>;

function load(name: string): Catalogue {
  return JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Catalogue;
}

/** Top-level ICU argument names, e.g. {count, plural, ...} and {price}; '#' and nested texts are ignored. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] as string))].sort();
}

function wordCount(message: string): number {
  return message.split(/\s+/).filter(Boolean).length;
}

const en = load('en');
const enKeys = Object.keys(en).sort();

describe('locale files', () => {
  it('exist for the nine locales and nothing else', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
    expect(files).toEqual([...LOCALE_FILES].sort());
  });

  describe.each(LOCALE_FILES.filter((l) => l !== 'en'))('%s.json', (locale) => {
    const catalogue = load(locale);

    it('has every key of en.json and no other', () => {
      const keys = Object.keys(catalogue);
      expect(enKeys.filter((k) => !(k in catalogue))).toEqual([]);
      expect(keys.filter((k) => !(k in en))).toEqual([]);
    });

    it('keeps the placeholders of each message', () => {
      const broken = enKeys.filter((k) => catalogue[k] !== undefined && argumentsOf(catalogue[k] as string).join() !== argumentsOf(en[k] as string).join());
      expect(broken).toEqual([]);
    });

    it('translates every message longer than three words', () => {
      const untranslated = enKeys.filter((k) => !BRAND_ONLY.has(k) && wordCount(en[k] as string) > 3 && catalogue[k] === en[k]);
      expect(untranslated).toEqual([]);
    });
  });
});

describe('en.json', () => {
  it('is exactly the defaultMessage of every message defined in the code', async () => {
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory() && entry.name !== 'gql') walk(full);
        else if (/(^|[-/])messages\.ts$/.test(entry.name)) files.push(full);
      }
    };
    walk(src);
    const defined: Catalogue = {};
    for (const file of files) {
      const module = (await import(file)) as Record<string, Record<string, { id: string; defaultMessage: string }>>;
      for (const group of Object.values(module)) for (const m of Object.values(group)) defined[m.id] = m.defaultMessage;
    }
    expect(Object.keys(defined).length).toBeGreaterThan(100);
    expect(defined).toEqual(en);
  });
});
