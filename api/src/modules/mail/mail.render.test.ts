import { LOCALES, type Locale } from '../../shared/locale.js';
import { MailTemplate } from './mail-outbox.entity.js';
import { MailDataError, renderMail } from './mail.render.js';

const TOKEN = 'a'.repeat(43);
const PUBLIC_URL = 'https://mindprint.example/app';

const SAMPLES: Record<MailTemplate, Record<string, unknown>> = {
  [MailTemplate.REPORT_READY]: {
    context: 'retrieve',
    reports: [{ kind: 'paid', token: TOKEN, exam: 'BMBTI-1836', typeCode: 'INTJ-A', date: '2026-11-20T10:00:00Z' }, { kind: 'free', token: TOKEN, exam: 'BMBTI-1836' }],
  },
  [MailTemplate.TRIAL_REMINDER]: {
    chargesAt: '2026-11-24T14:00:00Z', amount: 'USD 19.99', amountMinor: 1999, currency: 'USD', fractionDigits: 2,
    planTitle: 'Weekly plan', interval: 'WEEK', intervalCount: 1, cancelToken: TOKEN, exam: 'BMBTI-1836',
  },
  [MailTemplate.CANCELLATION_CONFIRMATION]: { accessUntil: '2026-11-24T14:00:00Z' },
  [MailTemplate.PAYMENT_RECEIPT]: { orderNumber: 'MP1', skuCode: 'report', amount: 'USD 9.99', paidAt: '2026-11-22T14:00:00Z' },
  [MailTemplate.SIGN_IN_LINK]: { path: '/user/login/BMBTI-1836?s=abc', expiresInMinutes: 15 },
  [MailTemplate.VERIFICATION_CODE]: { code: '482913', expiresInMinutes: 10 },
  [MailTemplate.CANCEL_LINK]: { path: '/cancel/subscription/BMBTI-1836?s=abc', expiresInMinutes: 60 },
  [MailTemplate.SUPPORT_REQUEST]: { reference: 'S-1A2B3C4D', kind: 'refund', orderNumber: 'MP2611260000000001', message: 'Please refund.', from: 'a@example.com', topic: 'order', language: 'DE' },
  [MailTemplate.SUPPORT_CONFIRMATION]: { reference: 'S-1A2B3C4D', kind: 'refund', orderNumber: 'MP2611260000000001', message: 'Please refund.' },
  [MailTemplate.PRIVACY_LINK]: { purpose: 'delete', path: '/privacy/BMBTI-1836?s=abc', expiresInMinutes: 60 },
};

/** The support team's copy of a message is in English only: it goes to us, not to the person. */
const TEMPLATES = Object.values(MailTemplate).filter((template) => template !== MailTemplate.SUPPORT_REQUEST);

describe('renderMail', () => {
  it.each(TEMPLATES)('renders %s in all nine locales, each with its own subject, HTML and text, links absolute', (template) => {
    const subjects = new Set<string>();
    const bodies = new Set<string>();
    for (const locale of LOCALES) {
      const mail = renderMail({ template, locale, data: SAMPLES[template] }, { publicUrl: PUBLIC_URL });
      subjects.add(mail.subject);
      bodies.add(mail.text);
      for (const text of [mail.subject, mail.html, mail.text]) expect(text).not.toMatch(/undefined|null|NaN|\$\{|\[object/);
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="[a-z]{2}(-[A-Z]{2})?">/);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, '&amp;')}</title>`);
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      for (const link of links) {
        expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        expect(new URL(link).searchParams.get('hl')).toBe(locale);
        expect(mail.text).toContain(link);
      }
    }
    // Nine translations, not one text nine times (the Chinese pair shares no sentence either).
    expect(subjects.size).toBeGreaterThanOrEqual(8);
    expect(bodies.size).toBe(LOCALES.length);
  });

  it('escapes what the data brings into the HTML', () => {
    const mail = renderMail({
      template: MailTemplate.TRIAL_REMINDER,
      locale: 'EN',
      data: { ...SAMPLES[MailTemplate.TRIAL_REMINDER], planTitle: '<script>alert(1)</script>' },
    }, { publicUrl: PUBLIC_URL });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('formats dates and amounts for the reader: UTC said, decimal comma in German, per-period price', () => {
    const data = { ...SAMPLES[MailTemplate.TRIAL_REMINDER], currency: 'EUR', planTitle: 'Wochenabo' };
    const de = renderMail({ template: MailTemplate.TRIAL_REMINDER, locale: 'DE', data }, { publicUrl: PUBLIC_URL });
    expect(de.text).toContain('endet am 24. November 2026 um 14:00 UTC');
    expect(de.text).toContain('„Wochenabo“ für 19,99\u00a0€ pro Woche');
    const monthly = renderMail({ template: MailTemplate.TRIAL_REMINDER, locale: 'EN', data: { ...data, interval: 'MONTH', intervalCount: 3 } }, { publicUrl: PUBLIC_URL });
    expect(monthly.text).toContain('€19,99 every 3 months');
  });

  it('writes counts in the plural form the language needs', () => {
    const text = (template: MailTemplate, locale: Locale, data: Record<string, unknown>) =>
      renderMail({ template, locale, data: { ...SAMPLES[template], ...data } }, { publicUrl: PUBLIC_URL }).text;
    expect(text(MailTemplate.SIGN_IN_LINK, 'EN', { expiresInMinutes: 1 })).toContain('expires in 1 minute.');
    expect(text(MailTemplate.SIGN_IN_LINK, 'EN', { expiresInMinutes: 15 })).toContain('expires in 15 minutes.');
    expect(text(MailTemplate.VERIFICATION_CODE, 'DE', { expiresInMinutes: 1 })).toContain('Er läuft in 1 Minute ab.');
    expect(text(MailTemplate.SIGN_IN_LINK, 'FR', { expiresInMinutes: 24 * 60, context: 'purchase' })).toContain('expire dans 1 jour ;');
    expect(text(MailTemplate.SIGN_IN_LINK, 'PT', { expiresInMinutes: 7 * 24 * 60, context: 'purchase' })).toContain('expira em 7 dias;');
    expect(text(MailTemplate.TRIAL_REMINDER, 'FR', { interval: 'WEEK', intervalCount: 2 })).toContain('toutes les 2 semaines');
    expect(text(MailTemplate.TRIAL_REMINDER, 'FR', { interval: 'MONTH', intervalCount: 3 })).toContain('tous les 3 mois');
    expect(text(MailTemplate.TRIAL_REMINDER, 'JA', { interval: 'MONTH', intervalCount: 3 })).toContain('3か月ごとに');
    expect(text(MailTemplate.TRIAL_REMINDER, 'KR', { interval: 'DAY', intervalCount: 1 })).toContain('하루 US$19.99');
  });

  it('says the PDF is attached only when files go with the report mail', () => {
    const data = { context: 'purchase', reports: [{ kind: 'paid', token: TOKEN, exam: 'BMBTI-1836' }] };
    const plain = renderMail({ template: MailTemplate.REPORT_READY, locale: 'EN', data }, { publicUrl: PUBLIC_URL });
    const attached = renderMail({ template: MailTemplate.REPORT_READY, locale: 'EN', data }, { publicUrl: PUBLIC_URL, hasAttachments: true });
    expect(plain.text).not.toContain('attached');
    expect(attached.text).toContain('Your report is also attached to this email as a PDF.');
    expect(attached.text).toContain(`${PUBLIC_URL}/report/result/BMBTI-1836?r=${TOKEN}&hl=EN`);
  });

  it('refuses data that does not fit the template, naming the fields', () => {
    expect(() => renderMail({ template: MailTemplate.REPORT_READY, locale: 'EN', data: { reports: [] } }, { publicUrl: PUBLIC_URL }))
      .toThrow(MailDataError);
    expect(() => renderMail({ template: MailTemplate.SIGN_IN_LINK, locale: 'EN', data: { path: '//evil.example/x', expiresInMinutes: 5 } }, { publicUrl: PUBLIC_URL }))
      .toThrow(/path/);
  });
});
