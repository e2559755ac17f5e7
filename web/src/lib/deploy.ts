// New-deploy notice: polls /builds/latest.json and reports once when a build other than the running one is live.

export const LATEST_BUILD_URL = '/builds/latest.json';

export interface LatestBuild {
  buildId: string;
  builtAt: string;
}

type FetchLike = (url: string, init?: { cache?: 'no-store' }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** The live build id, or null on any network, HTTP or shape problem (a deploy in progress, offline, a proxy page). */
export async function fetchLatestBuildId(fetchFn: FetchLike, url: string): Promise<string | null> {
  try {
    const response = await fetchFn(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LatestBuild> | null;
    return typeof body?.buildId === 'string' && body.buildId ? body.buildId : null;
  } catch {
    return null;
  }
}

export interface DeployWatchOptions {
  /** '' (dev server, tests) disables the watch. */
  currentBuildId: string;
  intervalMs: number;
  onNewBuild: (buildId: string) => void;
  url?: string;
}

export interface DeployWatchDeps {
  fetch: FetchLike;
  document: {
    visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: never) => void;
  now?: () => number;
}

/**
 * Checks every intervalMs while the tab is visible; a tab coming back into view checks at once when a check
 * is due. Calls onNewBuild once, then stops. Returns a function that stops the watch.
 */
export function startDeployWatch(options: DeployWatchOptions, deps: DeployWatchDeps): () => void {
  const { currentBuildId, intervalMs, onNewBuild, url = LATEST_BUILD_URL } = options;
  if (!currentBuildId) return () => {};
  const now = deps.now ?? Date.now;
  let lastCheck = now();
  let checking = false;
  let stopped = false;

  async function check(): Promise<void> {
    if (stopped || checking || deps.document.visibilityState === 'hidden') return;
    checking = true;
    lastCheck = now();
    // The cache-busting parameter gets past CDNs that ignore no-store.
    const latest = await fetchLatestBuildId(deps.fetch, `${url}?t=${lastCheck}`);
    checking = false;
    if (stopped || !latest || latest === currentBuildId) return;
    stop();
    onNewBuild(latest);
  }

  function onVisibility(): void {
    if (deps.document.visibilityState === 'visible' && now() - lastCheck >= intervalMs) void check();
  }

  const timer = deps.setInterval(() => void check(), intervalMs);
  deps.document.addEventListener('visibilitychange', onVisibility);

  function stop(): void {
    if (stopped) return;
    stopped = true;
    deps.clearInterval(timer as never);
    deps.document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}

/** The browser wiring: window.fetch, document and timers. */
export function browserDeployDeps(): DeployWatchDeps {
  return {
    fetch: (input, init) => window.fetch(input, init),
    document,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (id) => window.clearInterval(id),
  };
}
