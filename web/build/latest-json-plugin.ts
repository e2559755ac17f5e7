// Vite plugin: stamps each build with an id (import.meta.env.VITE_BUILD_ID) and writes builds/latest.json for the new-deploy notice.
import type { Plugin } from 'vite';

export const LATEST_JSON_FILE = 'builds/latest.json';

/** '20250314T093012Z-3fa9c1d2': sortable by time, unique through the random suffix. */
export function makeBuildId(date: Date, randomHex: string): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomHex}`;
}

export function randomHex(bytes = 4): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function latestJson(buildId: string, builtAt: Date): string {
  return `${JSON.stringify({ buildId, builtAt: builtAt.toISOString() }, null, 2)}\n`;
}

export interface LatestJsonOptions {
  /** Fixed id, e.g. a CI commit hash; by default time plus random. */
  buildId?: string;
  now?: () => Date;
}

/** Build only: on the dev server VITE_BUILD_ID stays unset, which turns the deploy watch (deploy.ts) off. */
export function latestJsonPlugin(options: LatestJsonOptions = {}): Plugin {
  const builtAt = (options.now ?? (() => new Date()))();
  const buildId = options.buildId ?? makeBuildId(builtAt, randomHex());
  return {
    name: 'mindprint:latest-json',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      // Only the client build writes it; an SSR build would put a stale copy elsewhere.
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: LATEST_JSON_FILE, source: latestJson(buildId, builtAt) });
    },
  };
}
