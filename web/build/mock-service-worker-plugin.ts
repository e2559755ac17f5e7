// Mock mode only: serves MSW's service worker script at /mockServiceWorker.js from the installed msw package, so it
// is never copied into public/ and never ships in a production build.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export function mockServiceWorkerPlugin(): Plugin {
  const script = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'mindprint-mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        void readFile(script).then((body) => {
          res.setHeader('content-type', 'text/javascript');
          res.setHeader('service-worker-allowed', '/');
          res.end(body);
        });
      });
    },
  };
}
