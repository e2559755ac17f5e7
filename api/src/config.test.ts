import path from 'node:path';
import { loadConfig, ROOT_DIR } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 4000 and the embedded database in .data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join(ROOT_DIR, '.data'));
    expect(config.isProduction).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset and reads a real one', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).databaseUrl).toBe('postgres://u@h:5432/d');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT.*DATABASE_URL/);
  });
});
