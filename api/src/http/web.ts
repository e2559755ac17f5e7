// Serves the built web app: hashed assets cached for a year, everything else revalidated, and the SPA fallback, whose
// HTML carries the share tags of the page asked for (share-meta.ts) and a 404 status for unknown paths and for
// addresses that name an exam, report or order that does not exist (page-status.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { pageFound, type PageLookups } from './page-status.js';
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
}

/** index.html and the share images of the same build, read again only when index.html changes (a rebuild). */
function pageReader(webDist: string): () => AppPage | null {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; page: AppPage } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, page: { html: readFileSync(file, 'utf8'), ogImages: loadOgManifest(webDist) } };
    return cached.page;
  };
}

/**
 * `publicUrl` (no trailing slash) makes the share images' addresses absolute, as OpenGraph requires; `lookups` find
 * whether the exam, report or order an address names exists (without them only unknown paths get a 404).
 */
export function mountWebApp(app: Express, webDist: string, publicUrl: string, lookups?: PageLookups): void {
  const readPage = pageReader(webDist);
  const routes = loadRouteMatchers(webDist);
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
    res.type('html').send(page.ogImages ? withShareMeta(page.html, shareMetaTags(req.path, query, page.ogImages, publicUrl)) : page.html);
  });
}
