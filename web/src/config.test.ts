// Front-end configuration: defaults and overrides from VITE_* variables.
import { config, DEFAULT_DEPLOY_POLL_MS, readConfig } from './config';

describe('readConfig', () => {
  it('falls back to the product defaults', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({ appId: '87', mode: 'prod-www-mindprint', buildId: '', deployPollMs: 300_000 });
    expect(defaults.scripts.gtag).toBe('');
    expect(Object.values(defaults.scripts.pixels)).toEqual(['', '', '', '', '']);
    expect(config.deployPollMs).toBe(DEFAULT_DEPLOY_POLL_MS);
  });

  it('reads VITE_* overrides and ignores blank or invalid ones', () => {
    const c = readConfig({
      VITE_APP_MODE: 'prod-www-fbmindprint', VITE_APP_VERSION: ' 2.0.1 ', VITE_BUILD_ID: 'b1', VITE_DEPLOY_POLL_MS: '60000',
      VITE_GTAG_URL: 'https://gtag.test/js', VITE_TIKTOK_PIXEL_URL: '/px/tt.js', VITE_APP_ID: '  ',
    });
    expect(c).toMatchObject({ mode: 'prod-www-fbmindprint', appVersion: '2.0.1', buildId: 'b1', deployPollMs: 60_000, appId: '87' });
    expect(c.scripts.gtag).toBe('https://gtag.test/js');
    expect(c.scripts.pixels.tiktok).toBe('/px/tt.js');
    expect(readConfig({ VITE_DEPLOY_POLL_MS: '-5' }).deployPollMs).toBe(DEFAULT_DEPLOY_POLL_MS);
    expect(readConfig({ VITE_DEPLOY_POLL_MS: 'soon' }).deployPollMs).toBe(DEFAULT_DEPLOY_POLL_MS);
  });
});
