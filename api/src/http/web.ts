// Serves the built web app: hashed assets cached for a year, everything else revalidated, and the SPA fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Vite writes content-hashed files under assets/: their content never changes under the same name. */
const HASHED_ASSET = /[\\/]assets[\\/].+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** Paths that belong to the API: never answered with the web app. */
const API_PREFIXES = ['/graphql', '/api/', '/healthz'];

/** A request for a file (it has an extension, or lives under assets/) that static serving did not find. */
const FILE_REQUEST = /^\/assets\/|\.[A-Za-z0-9]{1,8}$/;

function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD')
    && !API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(prefix))
    && !FILE_REQUEST.test(req.path)
    && req.accepts(['html', 'json']) === 'html';
}

export function mountWebApp(app: Express, webDist: string): void {
  const indexHtml = path.join(webDist, 'index.html');
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
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
