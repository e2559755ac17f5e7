// Which Chromium the browser tests and `npm run bench:web` drive: CHROMIUM_PATH when set, else a system Chromium or
// Chrome, else the one shipped inside the @sparticuz/chromium npm package, so a machine needs nothing but npm.
// Plain Node imports only (no relative ones): jest's global setup loads this file with Node's own type stripping.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface FoundBrowser {
  executablePath: string;
  /** Where it came from, for the one line the test output prints. */
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

/** Flags for tests and benchmarks: no sandbox (containers, root), nothing that phones home or updates itself. */
export const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable'];

export async function findBrowser(): Promise<FoundBrowser> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist`);
    return { executablePath: configured, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_BROWSERS.find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, source: 'system' };
  return { executablePath: await unpackPackagedChromium(), source: '@sparticuz/chromium' };
}

/** "Chromium 153.0.8010.0 from @sparticuz/chromium (/tmp/...)", printed once per test run. */
export function describeBrowser(browser: FoundBrowser): string {
  let version = 'unknown version';
  try {
    version = execFileSync(browser.executablePath, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch {
    // A browser that cannot print its version still gets named by its path.
  }
  return `${version} from ${browser.source} (${browser.executablePath})`;
}

/**
 * The package unpacks its Brotli archives into os.tmpdir() and trusts whatever `chromium` file is already there, so
 * two processes unpacking at once could launch a half-written binary. Unpack into a private folder and move it into
 * place in one rename: a folder per package version, shared by every later run on the machine.
 */
async function unpackPackagedChromium(): Promise<string> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@sparticuz/chromium');
  const packageJson = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const target = path.join(os.tmpdir(), `mindprint-chromium-${packageJson.version}`);
  const binary = path.join(target, 'chromium');
  if (existsSync(binary)) return binary;

  const staging = await mkdtemp(path.join(os.tmpdir(), 'mindprint-chromium-unpack-'));
  const { default: packaged } = await import('@sparticuz/chromium');
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    await packaged.executablePath();
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  }
  try {
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another process moved its copy into place first: use that one.
    if (!existsSync(binary)) throw error;
  }
  return binary;
}
