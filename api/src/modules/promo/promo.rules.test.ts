import { PromoKind } from './promo-code.entity.js';
import { checkPromo, normalisePromoCode, type PromoTerms } from './promo.rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const usd = { amountMinor: 1999, currency: 'USD', fractionDigits: 2 };
const percent = (extra: Partial<PromoTerms> = {}): PromoTerms => ({ kind: PromoKind.PERCENT, percentOff: 10, usedCount: 0, active: true, ...extra });
const amount = (extra: Partial<PromoTerms> = {}): PromoTerms => ({ kind: PromoKind.AMOUNT, amountOffMinor: 500, currency: 'USD', usedCount: 0, active: true, ...extra });

it('takes a percentage off, rounded down to a chargeable step', () => {
  expect(checkPromo(percent(), usd, now)).toEqual({ ok: true, discountMinor: 199 });
  expect(checkPromo(percent({ percentOff: 15 }), { amountMinor: 150000, currency: 'JPY', fractionDigits: 0 }, now))
    .toEqual({ ok: true, discountMinor: 22500 });
  expect(checkPromo(percent({ percentOff: 33 }), { amountMinor: 150000, currency: 'JPY', fractionDigits: 0 }, now))
    .toEqual({ ok: true, discountMinor: 49500 });
});

it('takes an amount off only in its own currency', () => {
  expect(checkPromo(amount(), usd, now)).toEqual({ ok: true, discountMinor: 500 });
  expect(checkPromo(amount(), { ...usd, currency: 'EUR' }, now)).toEqual({ ok: false, reason: 'currency_mismatch' });
  expect(checkPromo(amount({ currency: null }), usd, now)).toEqual({ ok: false, reason: 'currency_mismatch' });
});

it('refuses expired, used-up and inactive codes', () => {
  expect(checkPromo(percent({ expiresAt: new Date('2026-11-21T12:00:00Z') }), usd, now)).toEqual({ ok: false, reason: 'expired' });
  expect(checkPromo(percent({ expiresAt: new Date('2026-11-21T12:00:01Z') }), usd, now).ok).toBe(true);
  expect(checkPromo(percent({ usageLimit: 3, usedCount: 3 }), usd, now)).toEqual({ ok: false, reason: 'exhausted' });
  expect(checkPromo(percent({ usageLimit: 3, usedCount: 2 }), usd, now).ok).toBe(true);
  expect(checkPromo(percent({ active: false }), usd, now)).toEqual({ ok: false, reason: 'not_found' });
});

it('does not apply to free trials or make an item free', () => {
  expect(checkPromo(percent(), { ...usd, amountMinor: 0 }, now)).toEqual({ ok: false, reason: 'not_applicable' });
  expect(checkPromo(percent({ percentOff: 100 }), usd, now)).toEqual({ ok: false, reason: 'not_applicable' });
  expect(checkPromo(amount({ amountOffMinor: 1999 }), usd, now)).toEqual({ ok: false, reason: 'not_applicable' });
  expect(checkPromo(amount({ amountOffMinor: 50 }), { amountMinor: 280000, currency: 'USD', fractionDigits: 0 }, now))
    .toEqual({ ok: false, reason: 'not_applicable' });
});

it('normalises what people type', () => {
  expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
  expect(normalisePromoCode('a')).toBeNull();
  expect(normalisePromoCode('DROP TABLE')).toBeNull();
});
