import { counterKey, windowStart } from './rate-limit.service.js';

describe('rate-limit windows', () => {
  it('starts windows on whole multiples of their length', () => {
    const hour = 3600_000;
    expect(windowStart(new Date('2026-11-22T10:59:59.999Z'), hour).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(windowStart(new Date('2026-11-22T11:00:00.000Z'), hour).toISOString()).toBe('2026-11-22T11:00:00.000Z');
  });

  it('keys counters by rule and a hash of the subject, never the subject itself', () => {
    const rule = { name: 'mail:retrieve-reports', limit: 3, windowMs: 3600_000 };
    const key = counterKey(rule, 'ana@example.com');
    expect(key).toMatch(/^mail:retrieve-reports:[0-9a-f]{64}$/);
    expect(key).not.toContain('ana');
    expect(key.length).toBeLessThanOrEqual(96);
    expect(counterKey(rule, 'bob@example.com')).not.toBe(key);
    expect(counterKey({ ...rule, name: 'mail:ip' }, 'ana@example.com')).not.toBe(key);
  });
});
