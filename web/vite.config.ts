// Vite build of the web app; in development, API calls are proxied to the API server on port 4000. `--mode mock`
// (npm run dev:mock) answers them in the browser with MSW instead.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { latestJsonPlugin } from './build/latest-json-plugin.ts';
import { ogImagesPlugin } from './build/og-images-plugin.ts';
import { routesManifestPlugin } from './build/routes-manifest-plugin.ts';
import { mockServiceWorkerPlugin } from './build/mock-service-worker-plugin.ts';

// The server-side build (`vite build --ssr`, for web/build/prerender.ts) writes dist-ssr/ and none of the client's files.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), latestJsonPlugin(), routesManifestPlugin(), ogImagesPlugin(), ...(mode === 'mock' ? [mockServiceWorkerPlugin()] : [])],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, rollupOptions: { output: { entryFileNames: '[name].js' } } }
    : { outDir: 'dist', sourcemap: true, assetsDir: 'assets', manifest: true },
  server: {
    port: 5173,
    // Mock mode needs no API: the service worker answers it.
    proxy: mode === 'mock' ? undefined : { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/healthz': 'http://localhost:4000' },
  },
}));
