// The reminder a day before a free trial converts: when it ends, what it renews into at what price, and a
// one-step cancel link (the cancel page with the subscription's cancel token).
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { formatAmount, formatDate, formatDateTime, sentences, siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { Interval, TemplateContext } from './template.js';

interface Copy {
  subject: (date: string) => string;
  heading: string;
  ends: (date: string) => string;
  renews: (plan: string, pricePer: string) => string;
  pricePer: (price: string, interval: Interval, count: number) => string;
  /** The plan's name when the row does not carry its title. */
  defaultPlan: string;
  keep: string;
  cancel: string;
  oneStep: string;
}

const EVERY: Record<'EN' | 'FR' | 'ES' | 'DE' | 'PT', Record<Interval, [one: string, many: string]>> = {
  EN: { DAY: ['day', 'days'], WEEK: ['week', 'weeks'], MONTH: ['month', 'months'], YEAR: ['year', 'years'] },
  FR: { DAY: ['jour', 'jours'], WEEK: ['semaine', 'semaines'], MONTH: ['mois', 'mois'], YEAR: ['an', 'ans'] },
  ES: { DAY: ['día', 'días'], WEEK: ['semana', 'semanas'], MONTH: ['mes', 'meses'], YEAR: ['año', 'años'] },
  DE: { DAY: ['Tag', 'Tage'], WEEK: ['Woche', 'Wochen'], MONTH: ['Monat', 'Monate'], YEAR: ['Jahr', 'Jahre'] },
  PT: { DAY: ['dia', 'dias'], WEEK: ['semana', 'semanas'], MONTH: ['mês', 'meses'], YEAR: ['ano', 'anos'] },
};
/** Units of the CJK locales: [one period, several periods]. */
const CJK_UNIT: Record<'CN' | 'HK' | 'JA' | 'KR', Record<Interval, [one: string, many: string]>> = {
  CN: { DAY: ['天', '天'], WEEK: ['周', '周'], MONTH: ['月', '个月'], YEAR: ['年', '年'] },
  HK: { DAY: ['日', '日'], WEEK: ['星期', '個星期'], MONTH: ['月', '個月'], YEAR: ['年', '年'] },
  JA: { DAY: ['日', '日'], WEEK: ['週間', '週間'], MONTH: ['か月', 'か月'], YEAR: ['年', '年'] },
  KR: { DAY: ['하루', '일'], WEEK: ['주당', '주'], MONTH: ['월', '개월'], YEAR: ['연', '년'] },
};

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: (date) => `Your free trial ends on ${date}`,
    heading: 'Your free trial is ending soon',
    ends: (date) => `Your free Mindprint trial ends on ${date}.`,
    renews: (plan, pricePer) => `After that it renews automatically into the ${plan} at ${pricePer}, charged to the payment method you saved.`,
    pricePer: (price, interval, count) => count === 1 ? `${price} per ${EVERY.EN[interval][0]}` : `${price} every ${count} ${EVERY.EN[interval][1]}`,
    defaultPlan: 'subscription plan',
    keep: 'If you want to keep it, there is nothing to do. If not, cancel before the trial ends and you will not be charged.',
    cancel: 'Cancel my subscription',
    oneStep: 'Cancelling takes one step, and you keep access until the trial ends.',
  },
  CN: {
    subject: (date) => `您的免费试用将于 ${date} 结束`,
    heading: '您的免费试用即将结束',
    ends: (date) => `您的 Mindprint 免费试用将于 ${date} 结束。`,
    renews: (plan, pricePer) => `之后将自动续订为“${plan}”（${pricePer}），从您保存的支付方式中扣款。`,
    pricePer: (price, interval, count) => count === 1 ? `每${CJK_UNIT.CN[interval][0]} ${price}` : `每 ${count} ${CJK_UNIT.CN[interval][1]} ${price}`,
    defaultPlan: '订阅方案',
    keep: '如果您想继续使用，无需任何操作。如果不想继续，请在试用结束前取消，您将不会被扣款。',
    cancel: '取消订阅',
    oneStep: '取消只需一步，且在试用结束前您仍可继续使用。',
  },
  FR: {
    subject: (date) => `Votre essai gratuit se termine le ${date}`,
    heading: 'Votre essai gratuit se termine bientôt',
    ends: (date) => `Votre essai gratuit Mindprint se termine le ${date}.`,
    renews: (plan, pricePer) => `Il se poursuivra ensuite automatiquement avec l\u2019offre « ${plan} » au prix de ${pricePer}, prélevé sur le moyen de paiement que vous avez enregistré.`,
    pricePer: (price, interval, count) => count === 1
      ? `${price} par ${EVERY.FR[interval][0]}`
      : `${price} ${interval === 'WEEK' ? 'toutes' : 'tous'} les ${count} ${EVERY.FR[interval][1]}`,
    defaultPlan: 'Abonnement Mindprint',
    keep: 'Si vous souhaitez continuer, vous n\u2019avez rien à faire. Sinon, annulez avant la fin de l\u2019essai et vous ne serez pas débité.',
    cancel: 'Annuler mon abonnement',
    oneStep: 'L\u2019annulation se fait en une seule étape, et vous gardez l\u2019accès jusqu\u2019à la fin de l\u2019essai.',
  },
  ES: {
    subject: (date) => `Tu prueba gratuita termina el ${date}`,
    heading: 'Tu prueba gratuita termina pronto',
    ends: (date) => `Tu prueba gratuita de Mindprint termina el ${date}.`,
    renews: (plan, pricePer) => `Después pasará automáticamente a «${plan}» (${pricePer}), con cargo al método de pago que guardaste.`,
    pricePer: (price, interval, count) => count === 1 ? `${price} por ${EVERY.ES[interval][0]}` : `${price} cada ${count} ${EVERY.ES[interval][1]}`,
    defaultPlan: 'Suscripción Mindprint',
    keep: 'Si quieres continuar, no tienes que hacer nada. Si no, cancela antes de que termine la prueba y no se te cobrará nada.',
    cancel: 'Cancelar mi suscripción',
    oneStep: 'Cancelar es un solo paso, y conservas el acceso hasta que termine la prueba.',
  },
  JA: {
    subject: (date) => `無料トライアルは ${date} に終了します`,
    heading: '無料トライアルがまもなく終了します',
    ends: (date) => `Mindprint の無料トライアルは ${date} に終了します。`,
    renews: (plan, pricePer) => `その後は自動的に「${plan}」（${pricePer}）に更新され、ご登録のお支払い方法に請求されます。`,
    pricePer: (price, interval, count) => count === 1
      ? `1${CJK_UNIT.JA[interval][0]}あたり ${price}`
      : `${count}${CJK_UNIT.JA[interval][1]}ごとに ${price}`,
    defaultPlan: 'サブスクリプション',
    keep: '継続される場合、お手続きは不要です。継続されない場合は、トライアル終了前に解約していただければ料金は発生しません。',
    cancel: 'サブスクリプションを解約する',
    oneStep: '解約は1ステップで完了し、トライアル終了まで引き続きご利用いただけます。',
  },
  HK: {
    subject: (date) => `你的免費試用將於 ${date} 結束`,
    heading: '你的免費試用即將結束',
    ends: (date) => `你的 Mindprint 免費試用將於 ${date} 結束。`,
    renews: (plan, pricePer) => `其後會自動續訂為「${plan}」（${pricePer}），並從你已儲存的付款方式扣款。`,
    pricePer: (price, interval, count) => count === 1 ? `每${CJK_UNIT.HK[interval][0]} ${price}` : `每 ${count} ${CJK_UNIT.HK[interval][1]} ${price}`,
    defaultPlan: '訂閱計劃',
    keep: '如想繼續使用，你毋須任何操作。如不想繼續，請在試用結束前取消，便不會被收費。',
    cancel: '取消訂閱',
    oneStep: '取消只需一步，而你在試用結束前仍可繼續使用。',
  },
  DE: {
    subject: (date) => `Dein kostenloser Testzeitraum endet am ${date}`,
    heading: 'Dein Testzeitraum endet bald',
    ends: (date) => `Dein kostenloser Mindprint-Testzeitraum endet am ${date}.`,
    renews: (plan, pricePer) => `Danach wird daraus automatisch „${plan}“ für ${pricePer}, abgebucht über die Zahlungsmethode, die du gespeichert hast.`,
    pricePer: (price, interval, count) => count === 1 ? `${price} pro ${EVERY.DE[interval][0]}` : `${price} alle ${count} ${EVERY.DE[interval][1]}`,
    defaultPlan: 'Mindprint-Abo',
    keep: 'Wenn du weitermachen möchtest, musst du nichts tun. Wenn nicht, kündige vor dem Ende des Testzeitraums, dann zahlst du nichts.',
    cancel: 'Abo kündigen',
    oneStep: 'Die Kündigung ist ein einziger Schritt, und du behältst den Zugang bis zum Ende des Testzeitraums.',
  },
  PT: {
    subject: (date) => `Seu teste grátis termina em ${date}`,
    heading: 'Seu teste grátis está terminando',
    ends: (date) => `Seu teste grátis do Mindprint termina em ${date}.`,
    renews: (plan, pricePer) => `Depois disso, ele passa automaticamente para “${plan}” (${pricePer}), cobrado na forma de pagamento que você salvou.`,
    pricePer: (price, interval, count) => count === 1 ? `${price} por ${EVERY.PT[interval][0]}` : `${price} a cada ${count} ${EVERY.PT[interval][1]}`,
    defaultPlan: 'Assinatura Mindprint',
    keep: 'Se quiser continuar, não precisa fazer nada. Se não quiser, cancele antes do fim do teste e você não será cobrado.',
    cancel: 'Cancelar minha assinatura',
    oneStep: 'O cancelamento leva só um passo, e você mantém o acesso até o fim do teste.',
  },
  KR: {
    subject: (date) => `무료 체험이 ${date}에 종료됩니다`,
    heading: '무료 체험이 곧 종료됩니다',
    ends: (date) => `Mindprint 무료 체험이 ${date}에 종료됩니다.`,
    renews: (plan, pricePer) => `이후에는 다음 요금제로 자동 갱신되며, 저장하신 결제 수단으로 청구됩니다: ${plan}, ${pricePer}.`,
    pricePer: (price, interval, count) => count === 1 ? `${CJK_UNIT.KR[interval][0]} ${price}` : `${count}${CJK_UNIT.KR[interval][1]}마다 ${price}`,
    defaultPlan: '구독 요금제',
    keep: '계속 이용하시려면 아무것도 하지 않으셔도 됩니다. 원하지 않으시면 체험이 끝나기 전에 해지해 주세요. 요금이 청구되지 않습니다.',
    cancel: '구독 해지하기',
    oneStep: '해지는 한 번에 완료되며, 체험이 끝날 때까지 계속 이용하실 수 있습니다.',
  },
};

export function trialReminder(data: MailData<MailTemplate.TRIAL_REMINDER>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  const date = formatDateTime(data.chargesAt, ctx.locale);
  const price = formatAmount(data, ctx.locale);
  const pricePer = data.interval ? copy.pricePer(price, data.interval, data.intervalCount ?? 1) : price;
  const cancelHref = siteLink(ctx.publicUrl, `/cancel/subscription/${data.exam}`, ctx.locale,
    data.cancelToken ? { s: data.cancelToken } : {});
  return {
    subject: copy.subject(formatDate(data.chargesAt, ctx.locale)),
    heading: copy.heading,
    blocks: [
      { kind: 'p', text: sentences(ctx.locale, copy.ends(date), copy.renews(data.planTitle ?? copy.defaultPlan, pricePer)) },
      { kind: 'p', text: copy.keep },
      { kind: 'button', label: copy.cancel, href: cancelHref },
      { kind: 'note', text: copy.oneStep },
    ],
  };
}
