// Vite build of the web app; in development, API calls are proxied to the API server on port 4000.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { latestJsonPlugin } from './build/latest-json-plugin.ts';
import { ogImagesPlugin } from './build/og-images-plugin.ts';
import { routesManifestPlugin } from './build/routes-manifest-plugin.ts';

export default defineConfig({
  plugins: [react(), latestJsonPlugin(), routesManifestPlugin(), ogImagesPlugin()],
  build: { outDir: 'dist', sourcemap: true, assetsDir: 'assets' },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/healthz': 'http://localhost:4000' },
  },
});
