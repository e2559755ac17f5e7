// The new-deploy watch: polling, pause while hidden, one notice, errors ignored.
import { fetchLatestBuildId, startDeployWatch, type DeployWatchDeps } from './deploy';

function harness(responses: Array<unknown | Error>) {
  const urls: string[] = [];
  let tick: (() => void) | undefined;
  const listeners = new Set<() => void>();
  let time = 0;
  const deps: DeployWatchDeps & { document: { visibilityState: string } } = {
    fetch: async (url) => {
      urls.push(url);
      const next = responses.shift();
      if (next instanceof Error) throw next;
      return { ok: next !== 404, json: async () => next };
    },
    document: {
      visibilityState: 'visible',
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    },
    setInterval: (fn) => ((tick = fn), 1),
    clearInterval: () => (tick = undefined),
    now: () => time,
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    deps, urls, listeners,
    flush,
    tick: () => tick?.(),
    advance: async (ms: number) => { time += ms; tick?.(); await flush(); },
    setVisible: async (visible: boolean) => {
      deps.document.visibilityState = visible ? 'visible' : 'hidden';
      for (const l of [...listeners]) l();
      await flush();
    },
    get running() { return tick !== undefined; },
  };
}

describe('fetchLatestBuildId', () => {
  it('reads buildId and turns every failure into null', async () => {
    const h = harness([{ buildId: 'b2', builtAt: 'x' }, 404, new Error('offline'), { nope: 1 }, null]);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await fetchLatestBuildId(h.deps.fetch, '/builds/latest.json'));
    expect(results).toEqual(['b2', null, null, null, null]);
  });
});

describe('startDeployWatch', () => {
  const options = (onNewBuild: (id: string) => void) => ({ currentBuildId: 'b1', intervalMs: 300_000, onNewBuild });

  it('announces a different build once, ignoring errors and the same build, then stops', async () => {
    const h = harness([{ buildId: 'b1' }, new Error('offline'), { buildId: 'b2' }, { buildId: 'b3' }]);
    const seen: string[] = [];
    startDeployWatch(options((id) => seen.push(id)), h.deps);
    await h.advance(300_000);
    await h.advance(300_000);
    expect(seen).toEqual([]);
    await h.advance(300_000);
    expect(seen).toEqual(['b2']);
    expect(h.running).toBe(false);
    expect(h.listeners.size).toBe(0);
    expect(h.urls[0]).toBe('/builds/latest.json?t=300000');
  });

  it('does not poll while hidden and checks on return when a check is due', async () => {
    const h = harness([{ buildId: 'b2' }]);
    const seen: string[] = [];
    startDeployWatch(options((id) => seen.push(id)), h.deps);
    await h.setVisible(false);
    await h.advance(300_000);
    await h.advance(300_000);
    expect(h.urls).toEqual([]);
    await h.setVisible(true);
    expect(seen).toEqual(['b2']);
  });

  it('does not check on return when the last check is recent', async () => {
    const h = harness([{ buildId: 'b1' }]);
    startDeployWatch(options(() => {}), h.deps);
    await h.advance(1_000);
    await h.setVisible(false);
    await h.setVisible(true);
    expect(h.urls).toHaveLength(1);
  });

  it('stays silent when stopped while a check is in flight', async () => {
    const h = harness([{ buildId: 'b2' }]);
    const seen: string[] = [];
    const stop = startDeployWatch(options((id) => seen.push(id)), h.deps);
    h.tick();
    stop();
    await h.flush();
    expect(h.urls).toHaveLength(1);
    expect(seen).toEqual([]);
  });

  it('stays off without a build id and stops on request', async () => {
    const h = harness([{ buildId: 'b2' }]);
    startDeployWatch({ currentBuildId: '', intervalMs: 1, onNewBuild: () => {} }, h.deps);
    expect(h.running).toBe(false);
    const stop = startDeployWatch(options(() => {}), h.deps);
    stop();
    expect(h.running).toBe(false);
    expect(h.listeners.size).toBe(0);
  });
});
