import { LOCALES, type Locale } from '../../shared/locale.js';
import { formatMoney } from '../../shared/money.js';
import { CONSENT_VERSION, renderConsent } from './consent.js';

const trial = { trialDays: 3, recurringMinor: 1999, currency: 'USD', interval: 'WEEK', intervalCount: 1 };
const monthly = { trialDays: 0, recurringMinor: 4999, currency: 'USD', interval: 'MONTH', intervalCount: 1 };

it.each([...LOCALES])('states the trial, the price and the renewal in %s', (locale) => {
  const text = renderConsent(trial, 2, locale);
  // The same amount the offer page shows next to the checkbox.
  expect(text).toContain(formatMoney(1999, { code: 'USD', fractionDigits: 2 }, locale));
  expect(text).toContain('3');
  expect(text).not.toMatch(/\{(days|price|unit)\}/);
  const plain = renderConsent(monthly, 2, locale);
  expect(plain).toContain(formatMoney(4999, { code: 'USD', fractionDigits: 2 }, locale));
  expect(plain).not.toMatch(/\{(days|price|unit)\}/);
});

it('writes whole amounts for currencies shown without decimals', () => {
  expect(renderConsent({ ...trial, recurringMinor: 280000, currency: 'JPY' }, 0, 'EN')).toContain('¥2,800 every week');
});

/** The texts people agreed to under CONSENT_VERSION (3-day trial then weekly; monthly without trial, $19.99): stored
 * orders carry them, so a change to the messages must come with a new version. */
const AGREED: Record<Locale, [trial: string, plain: string]> = {
  EN: [
    'Free for 3 days, then $19.99 every week, renewing automatically until you cancel. We email you 24 hours before the first charge. Cancel any time.',
    '$19.99 today and every month after, renewing automatically until you cancel. Cancel any time; the next period is then not charged.',
  ],
  CN: [
    '免费试用 3 天，之后每周 US$19.99，自动续订直至你取消。首次扣款前 24 小时我们会发邮件提醒你。可随时取消。',
    '今天支付 US$19.99，之后每月支付同样金额，自动续订直至你取消。可随时取消，取消后下一周期不再扣费。',
  ],
  FR: [
    'Gratuit pendant 3 jours, puis 19,99\u00a0$US par semaine, renouvelé automatiquement jusqu’à résiliation. Nous vous écrivons 24 heures avant le premier prélèvement. Résiliable à tout moment.',
    '19,99\u00a0$US aujourd’hui puis chaque mois, renouvelé automatiquement jusqu’à résiliation. Résiliable à tout moment ; la période suivante n’est alors pas facturée.',
  ],
  ES: [
    'Gratis durante 3 días, después 19,99\u00a0US$ cada semana, con renovación automática hasta que canceles. Te escribimos 24 horas antes del primer cargo. Cancela cuando quieras.',
    '19,99\u00a0US$ hoy y cada mes después, con renovación automática hasta que canceles. Cancela cuando quieras; el periodo siguiente no se cobra.',
  ],
  JA: [
    '3日間無料、その後は1週間ごとに$19.99で、解約するまで自動更新されます。初回請求の24時間前にメールでお知らせします。いつでも解約できます。',
    '本日$19.99、以後1か月ごとに同額で、解約するまで自動更新されます。いつでも解約でき、次の期間は請求されません。',
  ],
  HK: [
    '免費試用 3 天，之後每週 US$19.99，自動續訂直至你取消。首次扣款前 24 小時我們會發電郵提醒你。可隨時取消。',
    '今天支付 US$19.99，之後每月支付同樣金額，自動續訂直至你取消。可隨時取消，取消後下一週期不再扣費。',
  ],
  DE: [
    '3 Tage kostenlos, danach 19,99\u00a0$ pro Woche, automatisch verlängert, bis du kündigst. Wir schreiben dir 24 Stunden vor der ersten Abbuchung. Du kannst jederzeit kündigen.',
    '19,99\u00a0$ heute und danach jeden Monat, automatisch verlängert, bis du kündigst. Du kannst jederzeit kündigen; der nächste Zeitraum wird dann nicht berechnet.',
  ],
  PT: [
    'Grátis por 3 dias, depois US$\u00a019,99 a cada semana, com renovação automática até você cancelar. Enviamos um e-mail 24 horas antes da primeira cobrança. Cancele quando quiser.',
    'US$\u00a019,99 hoje e a cada mês depois, com renovação automática até você cancelar. Cancele quando quiser; o período seguinte não é cobrado.',
  ],
  KR: [
    '3일 무료, 이후 매 주 US$19.99이며 해지할 때까지 자동 갱신됩니다. 첫 결제 24시간 전에 이메일로 알려 드립니다. 언제든지 해지할 수 있습니다.',
    '오늘 US$19.99, 이후 매 월 같은 금액이 청구되며 해지할 때까지 자동 갱신됩니다. 언제든지 해지할 수 있으며 다음 기간은 청구되지 않습니다.',
  ],
};

it.each([...LOCALES])(`renders the exact ${CONSENT_VERSION} texts in %s`, (locale) => {
  expect([renderConsent(trial, 2, locale), renderConsent({ ...monthly, recurringMinor: 1999 }, 2, locale)]).toEqual(AGREED[locale]);
});

it('names a one-day trial in the singular', () => {
  expect(renderConsent({ ...trial, trialDays: 1 }, 2, 'EN')).toMatch(/^Free for 1 day, then/);
  expect(renderConsent({ ...trial, trialDays: 1 }, 2, 'DE')).toMatch(/^1 Tag kostenlos/);
});
