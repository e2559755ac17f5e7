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

  it('reads the payment providers, and keeps the local provider out of production', () => {
    const none = loadConfig({});
    expect(none.payments).toEqual({ stripe: undefined, paypal: undefined, localEnabled: true, attemptLeaseMs: 45_000 });
    const both = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1', PAYPAL_ENVIRONMENT: 'production',
    });
    expect(both.payments.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(both.payments.paypal).toEqual({ clientId: 'id', clientSecret: 'secret', webhookId: 'WH-1', environment: 'production' });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://mindprint.example' }).payments.localEnabled).toBe(false);
  });

  it('refuses a publishable key as the Stripe secret and half a PayPal app', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_ID/);
  });

  it('reads the mail settings: no SMTP by default, links to localhost, URLs checked', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Mindprint <no-reply@mindprint.localhost>', supportAddress: 'support@mindprint.localhost', publicUrl: 'http://localhost:4000', publicUrlSet: false });
    expect(loadConfig({ PORT: '5000' }).mail.publicUrl).toBe('http://localhost:5000');
    const set = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'Mindprint <hi@mindprint.example>', PUBLIC_URL: 'https://mindprint.example/' });
    expect(set.mail).toEqual({ smtpUrl: 'smtp://user:pass@mail.example:587', from: 'Mindprint <hi@mindprint.example>', supportAddress: 'support@mindprint.localhost', publicUrl: 'https://mindprint.example', publicUrlSet: true });
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('is safe by default: loopback only, no development tools unless NODE_ENV says so, production needs PUBLIC_URL', () => {
    const defaults = loadConfig({});
    expect(defaults.host).toBe('127.0.0.1');
    expect(defaults.env).toBe('development');
    expect(defaults.devToolsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devToolsEnabled).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://mindprint.example' });
    expect(production.devToolsEnabled).toBe(false);
    expect(production.isProduction).toBe(true);
  });
});
