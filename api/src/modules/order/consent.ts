// The subscription consent shown at checkout and stored with the order: the server renders it from the real price,
// so what is stored is exactly what was agreed to, in the person's language.
import type { Locale } from '../../shared/locale.js';
import { type BillingInterval } from '../catalog/plan.entity.js';
import { formatMoney } from '../../shared/money.js';
import type { ConsentTerms } from './order.entity.js';

/** Bump when the wording changes: orders keep the version their person agreed to. */
export const CONSENT_VERSION = 'subscription-terms-2026-11';

type Words = { trial: string; plain: string; units: Record<BillingInterval, string> };

// {days}, {price} and {unit} are filled in; every text says how to stop the charges and what happens first.
const TEXTS: Record<Locale, Words> = {
  EN: {
    trial: 'Free for {days} days, then {price} every {unit}, renewing automatically until you cancel. We email you 24 hours before the first charge. Cancel any time.',
    plain: '{price} today and every {unit} after, renewing automatically until you cancel. Cancel any time; the next period is then not charged.',
    units: { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' },
  },
  CN: {
    trial: '免费试用 {days} 天，之后每{unit} {price}，自动续订直至您取消。首次扣款前 24 小时我们会发邮件提醒您。可随时取消。',
    plain: '今天支付 {price}，之后每{unit}支付同样金额，自动续订直至您取消。可随时取消，取消后下一周期不再扣费。',
    units: { DAY: '天', WEEK: '周', MONTH: '月', YEAR: '年' },
  },
  HK: {
    trial: '免費試用 {days} 天，之後每{unit} {price}，自動續訂直至您取消。首次扣款前 24 小時我們會發電郵提醒您。可隨時取消。',
    plain: '今天支付 {price}，之後每{unit}支付同樣金額，自動續訂直至您取消。可隨時取消，取消後下一週期不再扣費。',
    units: { DAY: '天', WEEK: '週', MONTH: '月', YEAR: '年' },
  },
  FR: {
    trial: 'Gratuit pendant {days} jours, puis {price} par {unit}, renouvelé automatiquement jusqu’à résiliation. Nous vous écrivons 24 heures avant le premier prélèvement. Résiliable à tout moment.',
    plain: '{price} aujourd’hui puis chaque {unit}, renouvelé automatiquement jusqu’à résiliation. Résiliable à tout moment ; la période suivante n’est alors pas facturée.',
    units: { DAY: 'jour', WEEK: 'semaine', MONTH: 'mois', YEAR: 'an' },
  },
  ES: {
    trial: 'Gratis durante {days} días, después {price} cada {unit}, con renovación automática hasta que canceles. Te escribimos 24 horas antes del primer cargo. Cancela cuando quieras.',
    plain: '{price} hoy y cada {unit} después, con renovación automática hasta que canceles. Cancela cuando quieras; el periodo siguiente no se cobra.',
    units: { DAY: 'día', WEEK: 'semana', MONTH: 'mes', YEAR: 'año' },
  },
  PT: {
    trial: 'Grátis por {days} dias, depois {price} a cada {unit}, com renovação automática até você cancelar. Enviamos um e-mail 24 horas antes da primeira cobrança. Cancele quando quiser.',
    plain: '{price} hoje e a cada {unit} depois, com renovação automática até você cancelar. Cancele quando quiser; o período seguinte não é cobrado.',
    units: { DAY: 'dia', WEEK: 'semana', MONTH: 'mês', YEAR: 'ano' },
  },
  DE: {
    trial: '{days} Tage kostenlos, danach {price} pro {unit}, automatisch verlängert bis zur Kündigung. Wir schreiben Ihnen 24 Stunden vor der ersten Abbuchung. Jederzeit kündbar.',
    plain: '{price} heute und danach jede(n) {unit}, automatisch verlängert bis zur Kündigung. Jederzeit kündbar; der nächste Zeitraum wird dann nicht berechnet.',
    units: { DAY: 'Tag', WEEK: 'Woche', MONTH: 'Monat', YEAR: 'Jahr' },
  },
  JA: {
    trial: '{days}日間無料、その後は1{unit}ごとに{price}で、解約するまで自動更新されます。初回請求の24時間前にメールでお知らせします。いつでも解約できます。',
    plain: '本日{price}、以後1{unit}ごとに同額で、解約するまで自動更新されます。いつでも解約でき、次の期間は請求されません。',
    units: { DAY: '日', WEEK: '週間', MONTH: 'か月', YEAR: '年' },
  },
  KR: {
    trial: '{days}일 무료, 이후 매 {unit} {price}이며 해지할 때까지 자동 갱신됩니다. 첫 결제 24시간 전에 이메일로 알려 드립니다. 언제든지 해지할 수 있습니다.',
    plain: '오늘 {price}, 이후 매 {unit} 같은 금액이 청구되며 해지할 때까지 자동 갱신됩니다. 언제든지 해지할 수 있으며 다음 기간은 청구되지 않습니다.',
    units: { DAY: '일', WEEK: '주', MONTH: '월', YEAR: '년' },
  },
};

export function renderConsent(terms: ConsentTerms, fractionDigits: number, locale: Locale): string {
  const words = TEXTS[locale];
  const price = formatMoney(terms.recurringMinor, { code: terms.currency, fractionDigits }, locale);
  const unit = words.units[terms.interval as BillingInterval] ?? terms.interval;
  return (terms.trialDays > 0 ? words.trial : words.plain)
    .replace('{days}', String(terms.trialDays))
    .replace('{price}', price)
    .replace('{unit}', unit);
}
