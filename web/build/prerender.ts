// `npm run build --workspace web`, last step: prerenders the landing, theme home and content pages (web/src/app/
// prerender-pages.ts) for every theme and locale into dist/prerendered/, with prerendered.json, the manifest the server
// reads (api/src/http/prerendered.ts). Needs the client build (dist/) and the server entry (dist-ssr/) first.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { personalityTypes } from '../../api/src/db/seed/data/personality-types.ts';
import type * as Prerender from '../src/app/prerender.tsx';
import { pageHtml } from './prerender-html.ts';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'prerendered.json';

type Entry = typeof Prerender;
const entry = (await import(pathToFileURL(path.join(WEB, 'dist-ssr', 'prerender.js')).href)) as Entry;
type Locale = (typeof entry.LOCALES)[number];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
const viteManifest = JSON.parse(await readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The chunk of a source file and the chunks it imports statically. */
function staticChunks(source: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = viteManifest[source];
  if (!chunk || seen.has(source)) return [];
  seen.add(source);
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => staticChunks(child, seen))];
}

/** The same, as root-relative paths. */
function chunkFiles(source: string): string[] {
  return staticChunks(source).map((chunk) => `/${chunk.file}`);
}
const entryFiles = new Set(chunkFiles('index.html'));

/** The lazy route module of a content page, which hydration waits for. */
const CONTENT_ROUTES: Record<string, string> = {
  types: 'src/features/types/routes/TypesRoute.tsx',
  professional: 'src/features/professional/routes/ProfessionalRoute.tsx',
  help: 'src/features/help/routes/HelpListRoute.tsx',
  methodology: 'src/features/methodology/routes/MethodologyRoute.tsx',
  support: 'src/features/support/routes/SupportRoute.tsx',
  legal: 'src/features/legal/routes/LegalRoute.tsx',
};

function contentRoute(pagePath: string): string | undefined {
  return CONTENT_ROUTES[pagePath.split('/')[1] ?? ''];
}

/** A landing (no lazy route) hydrates with the shell's part of the catalogue; other pages preload all of it. */
function preloads(pagePath: string, locale: Locale, partial: boolean): string[] {
  const sources = [locale === 'EN' || partial ? null : `src/locales/${locale.toLowerCase()}.json`, contentRoute(pagePath) ?? null];
  const files = sources.flatMap((source) => (source ? chunkFiles(source) : []));
  return [...new Set(files)].filter((file) => !entryFiles.has(file));
}

async function messagesOf(locale: Locale): Promise<Record<string, string>> {
  // As the app does (lib/intl.ts): English is the code's default text.
  if (locale === 'EN') return {};
  return JSON.parse(await readFile(path.join(WEB, 'src', 'locales', `${locale.toLowerCase()}.json`), 'utf8')) as Record<string, string>;
}

/** The message ids the first chunk can show without a lazy screen: every catalogue id quoted in its files. */
async function shellMessageIds(): Promise<Set<string>> {
  // Every catalogue has the same ids (web/src/locales/locales.test.ts); English has none at run time.
  const ids = new Set(Object.keys(await messagesOf('JA')));
  const shell = new Set<string>();
  for (const file of entryFiles) {
    const code = await readFile(path.join(DIST, file), 'utf8');
    for (const [, quoted] of code.matchAll(/["'`]([\w.-]+)["'`]/g)) if (quoted && ids.has(quoted)) shell.add(quoted);
  }
  return shell;
}

function pick(messages: Record<string, string>, ids: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));
}

/** What the types page's query answers (api/src/modules/personality), from the same seed data the API stores. */
function typesOf(locale: Locale) {
  return personalityTypes.map((type, index) => ({
    code: type.code,
    position: index + 1,
    title: type.title[locale],
    summary: type.summary[locale],
    description: type.description[locale],
  }));
}

export function pageFile(pagePath: string, theme: string, locale: string): string {
  return path.join(PRERENDER_DIR, pagePath === '/' ? 'index' : pagePath.slice(1), `${theme}.${locale.toLowerCase()}.html`);
}

const started = performance.now();
const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
// The entry's stylesheet may sit on a chunk it imports (the `app` chunk of web/vite.config.ts).
const [entryCss, ...moreCss] = staticChunks('index.html').flatMap((chunk) => chunk.css ?? []);
if (!entryCss || moreCss.length > 0) throw new Error('expected one entry stylesheet in the Vite manifest');
const inlineCss = { href: `/${entryCss}`, css: await readFile(path.join(DIST, entryCss), 'utf8') };
await rm(path.join(DIST, PRERENDER_DIR), { recursive: true, force: true });
const alternates = entry.LOCALES.map((locale) => ({ hreflang: entry.BCP47[locale], hl: locale.toLowerCase() }));
const pages = entry.prerenderPages();
const shellIds = await shellMessageIds();
let count = 0;
for (const locale of entry.LOCALES) {
  const messages = await messagesOf(locale);
  const shellMessages = pick(messages, shellIds);
  for (const page of pages) {
    const partial = locale !== 'EN' && !contentRoute(page.path);
    for (const theme of page.theme ? [page.theme] : entry.THEMES) {
      const content = { personalityTypes: typesOf };
      const rendered = await entry.renderPage(page, locale, theme, messages, content);
      // The page hydrates with the part: it must show exactly what the whole catalogue shows.
      if (partial && (await entry.renderPage(page, locale, theme, shellMessages, content)).html !== rendered.html) {
        throw new Error(`${page.path} (${theme}, ${locale}) shows a message outside the first chunk's ids`);
      }
      const info = partial ? { ...rendered.info, messages: shellMessages } : rendered.info;
      const html = pageHtml({
        template, lang: entry.BCP47[locale], theme, title: rendered.title, description: rendered.description, path: page.path,
        hl: locale.toLowerCase(), alternates, preload: preloads(page.path, locale, partial), rootHtml: rendered.html,
        infoId: entry.PRERENDER_INFO_ID, infoJson: entry.serializeInfo(info), inlineCss,
      });
      const file = path.join(DIST, pageFile(page.path, theme, locale));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
      count += 1;
    }
  }
}
const manifest = {
  locales: entry.LOCALES,
  languageTags: entry.BCP47,
  themes: entry.THEMES,
  pages: pages.map((page) => ({ path: page.path, theme: page.theme })),
};
await writeFile(path.join(DIST, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${count} pages in ${Math.round(performance.now() - started)} ms`);
