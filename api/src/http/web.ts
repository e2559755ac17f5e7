// Serves the built web app: hashed assets cached for a year, everything else revalidated, the prerendered pages in the
// visitor's language (prerendered.ts), the sitemap and robots.txt, and the SPA fallback. Both kinds of HTML carry the
// share tags of the page asked for (share-meta.ts), and a 404 status for unknown paths and for addresses that name an
// exam, report or order that does not exist (page-status.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { pageFound, type PageLookups } from './page-status.js';
import {
  loadPrerenderManifest, ORIGIN_TOKEN, PRERENDER_DIR, prerenderedPage, robotsTxt, sitemapXml, type PrerenderManifest,
} from './prerendered.js';
import { loadOgManifest, shareMetaTags, withShareMeta, type OgManifest } from './share-meta.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Vite writes content-hashed files under assets/: their content never changes under the same name. */
const HASHED_ASSET = /[\\/]assets[\\/].+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** Paths that belong to the API: never answered with the web app. */
const API_PREFIXES = ['/graphql', '/api/', '/pay/', '/healthz', '/webhooks/', '/ops/'];

/** A request for a file (it has an extension, or lives under assets/) that static serving did not find. */
const FILE_REQUEST = /^\/assets\/|\.[A-Za-z0-9]{1,8}$/;

function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD')
    && !API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(prefix))
    && !FILE_REQUEST.test(req.path)
    && req.accepts(['html', 'json']) === 'html';
}

/** An exam segment such as BMBTI-1836 (SPEC section 2); other route parameters take any one segment. */
const EXAM_SEGMENT = '[A-Za-z][A-Za-z0-9]*-\\d+';

/** The web build's route patterns (routes.json) as matchers; null when the build has none, so every path is served. */
export function loadRouteMatchers(webDist: string): RegExp[] | null {
  const file = path.join(webDist, 'routes.json');
  if (!existsSync(file)) return null;
  const patterns = JSON.parse(readFileSync(file, 'utf8')) as string[];
  return patterns.map((pattern) => {
    const source = pattern.split('/').map((segment) => {
      if (segment === ':exam') return EXAM_SEGMENT;
      if (segment.startsWith(':')) return '[^/]+';
      return encodeURI(segment).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }).join('/');
    return new RegExp(`^${source}/?$`);
  });
}

interface AppPage {
  html: string;
  ogImages: OgManifest | null;
  prerendered: PrerenderManifest | null;
  /** Prerendered files read so far, with the public address filled in. */
  files: Map<string, string>;
}

/** index.html and the rest of the same build, read again only when index.html changes (a rebuild). */
function pageReader(webDist: string): () => AppPage | null {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; page: AppPage } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const page = { html: readFileSync(file, 'utf8'), ogImages: loadOgManifest(webDist), prerendered: loadPrerenderManifest(webDist), files: new Map() };
      cached = { mtimeMs, page };
    }
    return cached.page;
  };
}

/** The prerendered page for the request, in the visitor's language and theme, or null to serve the app shell. */
function prerenderedHtml(page: AppPage, req: Request, webDist: string, publicUrl: string): { html: string; lang: string } | null {
  if (!page.prerendered) return null;
  const hl = typeof req.query.hl === 'string' ? req.query.hl : null;
  const found = prerenderedPage(page.prerendered, { path: req.path, hl, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
  if (!found) return null;
  let html = page.files.get(found.file);
  if (html === undefined) {
    const full = path.join(webDist, found.file);
    if (!existsSync(full)) return null;
    html = readFileSync(full, 'utf8').replaceAll(ORIGIN_TOKEN, publicUrl);
    page.files.set(found.file, html);
  }
  return { html, lang: found.lang };
}

/**
 * `publicUrl` (no trailing slash) makes the share images' addresses absolute, as OpenGraph requires; `lookups` find
 * whether the exam, report or order an address names exists (without them only unknown paths get a 404).
 */
export function mountWebApp(app: Express, webDist: string, publicUrl: string, lookups?: PageLookups): void {
  const readPage = pageReader(webDist);
  const routes = loadRouteMatchers(webDist);
  app.get('/sitemap.xml', (_req, res, next) => {
    const manifest = readPage()?.prerendered;
    if (!manifest) return next();
    res.type('application/xml').setHeader('Cache-Control', 'no-cache');
    res.send(sitemapXml(manifest, publicUrl));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'no-cache');
    res.send(robotsTxt(publicUrl));
  });
  // The prerendered files are served only through their routes, in the visitor's language.
  app.use(`/${PRERENDER_DIR}`, (_req, res) => void res.status(404).type('text/plain').send('Not found'));
  app.use(express.static(webDist, {
    index: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', HASHED_ASSET.test(filePath)
        ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
        : 'no-cache');
    },
  }));
  app.use(async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const page = readPage();
    if (!page) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    // A path no route matches, or one naming something that does not exist, still gets the app (it shows its 404
    // page) but with a real 404 status.
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    const known = (!routes || routes.some((route) => route.test(req.path)))
      && (!lookups || await pageFound(req.path, query, lookups, req.log));
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    const prerendered = known ? prerenderedHtml(page, req, webDist, publicUrl) : null;
    if (prerendered) res.vary('Accept-Language').vary('Cookie').setHeader('Content-Language', prerendered.lang);
    const html = prerendered?.html ?? page.html;
    res.type('html').send(page.ogImages ? withShareMeta(html, shareMetaTags(req.path, query, page.ogImages, publicUrl)) : html);
  });
}
