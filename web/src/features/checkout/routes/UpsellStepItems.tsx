// The items of one upsell step with their prices, plan consent and buy buttons, and what happened after a purchase.
// A purchase may charge the saved card at once, so it shows the amount and asks once before buying.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/DataState';
import type { ExamRef } from '../../../lib/paths';
import type { CheckoutOfferedSkuFragment } from '../api';
import { UpsellItem } from '../components/UpsellItem';
import type { OrderRef } from '../logic/order-link';
import { formatPrice } from '../logic/price';
import { offerMessages as o } from '../offer-messages';
import { statusMessages as s } from '../status-messages';
import { upsellMessages as m } from '../upsell-messages';
import { unitOf } from './offer-text';
import { PlanConsent } from './PlanConsent';
import { useUpsellBuy, type BuyProblem } from './use-upsell-buy';

interface Props {
  exam: ExamRef;
  parent: OrderRef;
  step: number;
  country: string;
  locale: string;
  items: readonly CheckoutOfferedSkuFragment[];
  refresh: () => void;
}

const PROBLEMS = {
  consent: o.consentRequired, consentOutdated: o.consentOutdated, notPaid: m.notPaid, failed: s.failedTitle, notAvailable: o.notAvailable,
} as const satisfies Partial<Record<BuyProblem, unknown>>;

export function UpsellStepItems({ exam, parent, step, country, locale, items, refresh }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const purchase = useUpsellBuy({ exam, parent, step, refresh });
  const [consent, setConsent] = useState<Record<number, { accepted: boolean; version: string | null }>>({});
  const [confirming, setConfirming] = useState<CheckoutOfferedSkuFragment | null>(null);
  const consentOf = (item: CheckoutOfferedSkuFragment) => consent[item.id] ?? { accepted: false, version: null };
  const ask = (item: CheckoutOfferedSkuFragment) => {
    // A plan without its consent is refused before any question about money.
    if (item.kind === 'SUBSCRIPTION' && !consentOf(item).accepted) return void purchase.buy(item.id, item.kind, consentOf(item));
    setConfirming(item);
  };

  const priceOf = (item: CheckoutOfferedSkuFragment) => item.kind === 'SUBSCRIPTION' && item.plan
    ? intl.formatMessage(o.recurring, { price: formatPrice(item.recurringPrice ?? item.price, intl.locale), unit: unitOf(intl, item.plan.interval) })
    : formatPrice(item.price, intl.locale);

  return (
    <div className="co-upsell__items">
      {items.map((item) => {
        const problem = purchase.problem?.skuId === item.id ? purchase.problem.code : null;
        const itemConsent = consentOf(item);
        return (
          <UpsellItem key={item.id} title={item.title} description={item.description} price={priceOf(item)} purchased={item.purchased}
            purchasedLabel={t(m.purchased)}
            terms={item.kind === 'SUBSCRIPTION' ? (
              <PlanConsent examId={exam.examId} skuId={item.id} country={country} locale={locale} item={item.title} checked={itemConsent.accepted}
                error={problem === 'consent' || problem === 'consentOutdated' ? t(PROBLEMS[problem]) : null}
                onChange={(accepted, version) => setConsent((all) => ({ ...all, [item.id]: { accepted, version } }))} />
            ) : undefined}
            action={(
              <div className="co-upsell-item__action">
                <button type="button" className="button button--primary" aria-disabled={purchase.busy !== null || undefined}
                  onClick={() => ask(item)}>{t(m.buy)}</button>
                <p className="co-status" role="status">{purchase.busy === item.id ? t(m.buying) : ''}</p>
                {problem === 'network' && <LoadError compact onRetry={() => void purchase.buy(item.id, item.kind, itemConsent)} />}
                {problem && problem !== 'network' && problem !== 'consent' && problem !== 'consentOutdated' && <p className="co-error" role="alert">{t(PROBLEMS[problem])}</p>}
              </div>
            )} />
        );
      })}
      <ConfirmDialog open={confirming !== null} title={t(m.confirmTitle)}
        text={confirming ? intl.formatMessage(m.confirmText, { item: confirming.title, price: priceOf(confirming) }) : ''}
        stayLabel={t(m.confirmBack)} actLabel={confirming ? intl.formatMessage(m.confirmPay, { price: priceOf(confirming) }) : ''}
        onStay={() => setConfirming(null)}
        onAct={() => {
          const item = confirming;
          setConfirming(null);
          if (item) void purchase.buy(item.id, item.kind, consentOf(item));
        }} />
      <p className="co-status co-upsell__added" role="status">
        {purchase.bought.some((item) => item.kind === 'VIP') ? t(s.memberCongrats) : purchase.bought.length > 0 ? t(m.added) : ''}
      </p>
    </div>
  );
}
