import { CATALOGUES } from './catalogue.js';
import { compileMessage, joinSentences, t } from './translate.js';

describe('t', () => {
  it('formats plurals, selects, numbers and UTC dates in the locale', () => {
    expect(t('EN', 'mail.signIn.use', { minutes: 1 })).toContain('expires in 1 minute.');
    expect(t('DE', 'mail.trialReminder.pricePer', { price: '5 €', interval: 'MONTH', count: 3 })).toBe('5 € alle 3 Monate');
    expect(t('FR', 'mail.receipt.paidAt', { paidAt: new Date('2026-11-20T23:30:00Z') })).toBe('20 novembre 2026 à 23:30 UTC');
    expect(t('PT', 'common.itemDate', { text: 'X', date: new Date('2026-01-02T01:00:00Z') })).toBe('X, 2 de janeiro de 2026');
    expect(t('EN', 'report.rankingPercentile', { percentile: 0.8725 })).toContain('higher than 87.3% of');
  });

  it('compiles each message once', () => {
    expect(compileMessage('JA', 'mail.signIn.button')).toBe(compileMessage('JA', 'mail.signIn.button'));
  });

  it('throws when an argument is missing: a bug in the caller, not a mail with a hole', () => {
    expect(() => t('EN', 'mail.signIn.use', {})).toThrow(/minutes/);
  });

  it('falls back to the English message for an id the locale lacks', () => {
    const korean = CATALOGUES.KR as Record<string, string>;
    const own = korean['mail.cancellation.visit']!;
    delete korean['mail.cancellation.visit'];
    try {
      expect(t('KR', 'mail.cancellation.visit')).toBe('Go to Mindprint');
    } finally {
      korean['mail.cancellation.visit'] = own;
    }
  });

  it('joins sentences without spaces in Chinese and Japanese only', () => {
    expect(joinSentences('JA', 'A。', 'B。')).toBe('A。B。');
    expect(joinSentences('KR', 'A.', 'B.')).toBe('A. B.');
  });
});
