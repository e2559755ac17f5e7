import { backoffMs, describeError, isPermanent, MAX_ATTEMPTS } from './mail.delivery.js';
import { MailDataError } from './mail.render.js';

describe('mail delivery rules', () => {
  it('backs off 1, 2, 4 ... minutes, at most 6 hours, and keeps trying for most of a day', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(20)).toBe(6 * 3600_000);
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => backoffMs(index + 1)).reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThan(12 * 3600_000);
    expect(total).toBeLessThan(48 * 3600_000);
  });

  it('gives up at once only on refusals that would repeat', () => {
    expect(isPermanent(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(true);
    expect(isPermanent(Object.assign(new Error('552 too big'), { code: 'EMESSAGE', responseCode: 552 }))).toBe(true);
    expect(isPermanent(new MailDataError('bad data'))).toBe(true);
    expect(isPermanent(Object.assign(new Error('451 try later'), { code: 'EENVELOPE', responseCode: 451 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('535 bad login'), { code: 'EAUTH', responseCode: 535 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
  });

  it('keeps addresses out of the stored error, and keeps it short', () => {
    const error = Object.assign(new Error('Recipient <ana.lima@example.com> rejected: ana.lima@example.com'), { code: 'EENVELOPE', responseCode: 550 });
    expect(describeError(error)).toBe('EENVELOPE 550 Recipient <[address]> rejected: [address]');
    expect(describeError(new Error('x'.repeat(400)))).toHaveLength(255);
  });
});
