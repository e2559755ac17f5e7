// Emits routes.json (every route pattern of lib/paths) into the build, so the server can answer unknown paths with a
// real 404 status while still serving the app's 404 page.
import type { Plugin } from 'vite';
import { ROUTE_TABLE } from '../src/lib/paths.ts';

export const ROUTES_MANIFEST_FILE = 'routes.json';

export function routePatterns(): string[] {
  return ROUTE_TABLE.map((entry) => entry.pattern);
}

export function routesManifestPlugin(): Plugin {
  return {
    name: 'mindprint-routes-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROUTES_MANIFEST_FILE, source: `${JSON.stringify(routePatterns(), null, 2)}\n` });
    },
  };
}
