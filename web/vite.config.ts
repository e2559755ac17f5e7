// Vite build of the web app; in development, API calls are proxied to the API server on port 4000. `--mode mock`
// (npm run dev:mock) answers them in the browser with MSW instead.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { latestJsonPlugin } from './build/latest-json-plugin.ts';
import { ogImagesPlugin } from './build/og-images-plugin.ts';
import { routesManifestPlugin } from './build/routes-manifest-plugin.ts';
import { mockServiceWorkerPlugin } from './build/mock-service-worker-plugin.ts';

// The server-side build (`vite build --ssr`, for web/build/prerender.ts) writes dist-ssr/ and none of the client's files.
/**
 * The browser build renders with Preact's React compatibility layer (about 10 KB gzip against react-dom's 68 KB), so
 * a landing's first load stays under 90 KB. The prerender (server build) and the unit tests render with React itself,
 * and so does the dev server, for React's fast refresh; the browser tests run against the build. Preact attaches to
 * React's prerendered markup as it is (tests/e2e/hydration.test.ts). Preact leaves `autoFocus` to the browser, which
 * honours it on the first page load only: components focus through `focusOnMount` (web/src/lib/focus.ts) instead.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), latestJsonPlugin(), routesManifestPlugin(), ogImagesPlugin(), ...(mode === 'mock' ? [mockServiceWorkerPlugin()] : [])],
  resolve: { alias: command === 'build' && !isSsrBuild ? PREACT : [] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, rollupOptions: { output: { entryFileNames: '[name].js' } } }
    : {
        outDir: 'dist', sourcemap: true, assetsDir: 'assets', manifest: true,
        // Everything the entry imports statically goes in one chunk beside it: a prerendered landing then fetches two
        // scripts instead of twenty small shared chunks (each a round trip on a phone's connection).
        rollupOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !id.includes('index.html') && !id.endsWith('/src/main.tsx') }] } } },
      },
  server: {
    port: 5173,
    // Mock mode needs no API: the service worker answers it.
    proxy: mode === 'mock' ? undefined : { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/healthz': 'http://localhost:4000' },
  },
}));
