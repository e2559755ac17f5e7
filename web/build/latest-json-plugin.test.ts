// The build-id plugin: id format, the define it adds and the latest.json it emits.
import { LATEST_JSON_FILE, latestJson, latestJsonPlugin, makeBuildId, randomHex } from './latest-json-plugin';

describe('makeBuildId', () => {
  it('is a compact UTC time plus a suffix', () => {
    expect(makeBuildId(new Date('2025-03-14T09:30:12.345Z'), '3fa9c1d2')).toBe('20250314T093012Z-3fa9c1d2');
    expect(randomHex()).toMatch(/^[0-9a-f]{8}$/);
    expect(randomHex()).not.toBe(randomHex());
  });
});

describe('latestJsonPlugin', () => {
  const now = () => new Date('2025-03-14T09:30:12.000Z');

  it('defines import.meta.env.VITE_BUILD_ID for builds only', () => {
    const plugin = latestJsonPlugin({ buildId: 'b42', now });
    expect(plugin.apply).toBe('build');
    const config = plugin.config as () => { define: Record<string, string> };
    expect(config().define).toEqual({ 'import.meta.env.VITE_BUILD_ID': '"b42"' });
  });

  it('emits builds/latest.json for the client environment only', () => {
    const plugin = latestJsonPlugin({ buildId: 'b42', now });
    const emitted: unknown[] = [];
    const run = (consumer: string) =>
      (plugin.generateBundle as (this: unknown) => void).call({
        environment: { config: { consumer } },
        emitFile: (file: unknown) => emitted.push(file),
      });
    run('server');
    expect(emitted).toEqual([]);
    run('client');
    expect(emitted).toEqual([{ type: 'asset', fileName: LATEST_JSON_FILE, source: latestJson('b42', now()) }]);
    expect(LATEST_JSON_FILE).toBe('builds/latest.json');
    expect(JSON.parse(latestJson('b42', now()))).toEqual({ buildId: 'b42', builtAt: '2025-03-14T09:30:12.000Z' });
  });

  it('generates a time-based id by default', () => {
    const config = latestJsonPlugin({ now }).config as () => { define: Record<string, string> };
    expect(JSON.parse(config().define['import.meta.env.VITE_BUILD_ID'] ?? '')).toMatch(/^20250314T093012Z-[0-9a-f]{8}$/);
  });
});
