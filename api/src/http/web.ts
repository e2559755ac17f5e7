// Serves the built web app: hashed assets cached for a year, everything else revalidated, and the SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Vite writes content-hashed files under assets/: their content never changes under the same name. */
const HASHED_ASSET = /[\\/]assets[\\/].+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** Paths that belong to the API: never answered with the web app. */
const API_PREFIXES = ['/graphql', '/api/', '/healthz', '/webhooks/'];

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

export function mountWebApp(app: Express, webDist: string): void {
  const indexHtml = path.join(webDist, 'index.html');
  const routes = loadRouteMatchers(webDist);
  app.use(express.static(webDist, {
    index: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', HASHED_ASSET.test(filePath)
        ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
        : 'no-cache');
    },
  }));
  app.use((req, res, next) => {
    if (!wantsHtml(req)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    // A path no route matches still gets the app (it shows its 404 page) but with a real 404 status.
    const known = !routes || routes.some((route) => route.test(req.path));
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
