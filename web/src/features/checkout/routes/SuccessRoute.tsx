// The success screen (/paying/success?o=&k=): the report is ready and opens after a countdown the buyer can stop; a
// trial shows when its first charge comes, a membership its congratulation and VIP status; the delivery email can be
// saved; optional extras lead to the package flow.
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useAppStore } from '../../../lib/app-state-context';
import { sessionStore } from '../../../lib/storage';
import { useLinks } from '../../../lib/use-links';
import { CheckoutOrderFulfilledDocument, CheckoutOrderViewDocument, CheckoutVipStatusDocument } from '../api';
import { orderQuery } from '../logic/order-link';
import { isTrialOrder } from '../logic/upsell';
import { statusMessages as m } from '../status-messages';
import { CheckoutSupport } from './CheckoutSupport';
import { MissingOrder } from './MissingOrder';
import { SaveEmail } from './SaveEmail';
import { trackSale } from './track';
import { useSecondsCountdown } from './use-countdown';
import { useOrderNav } from './use-order-nav';
import '../checkout.css';

/** SPEC section 4's {t} seconds before the report opens. */
export const REPORT_OPEN_SECONDS = 10;
/**
 * While the paid report is prepared, the page asks for the order with a wait of FULFILMENT_WAIT_SECONDS: the API
 * answers the moment the order-paid job has run. It asks again READY_POLL_MS after each answer that still has no
 * report (one that did not compose at once), and offers the order link instead after READY_WAIT_MS.
 */
const FULFILMENT_WAIT_SECONDS = 20;
const READY_POLL_MS = 1000;
const READY_WAIT_MS = 60_000;

export function SuccessRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nav = useOrderNav();
  const links = useLinks();
  const navigate = useNavigate();
  const store = useAppStore();
  const { search } = useLocation();
  const ref = nav.order;
  const vars = ref ? { variables: { ref: ref.ref, token: ref.token } } : null;
  const order = useQuery(CheckoutOrderViewDocument, vars ? { ...vars, fetchPolicy: 'network-only' } : skipToken);
  const vip = useQuery(CheckoutVipStatusDocument, vars ? { ...vars, fetchPolicy: 'network-only' } : skipToken);
  const current = order.data?.order;
  const paid = current?.status === 'PAID';
  const attemptToken = current ? sessionStore.get<string>(`order-attempt:${current.orderNumber}`) : null;
  // The paid report opens with its own token; before the order says it, fall back to the order reference.
  const reportHref = current?.reportToken
    ? links.screen('reportResult', { query: { r: current.reportToken } }, nav.exam)
    : ref ? links.screen('reportResult', { query: { ...orderQuery(ref), ...(attemptToken ? { t: attemptToken } : {}) } }, nav.exam) : '';
  // Payment settles the order at once; the report is written just after. Wait for it (bounded) before counting down.
  const [waitedOut, setWaitedOut] = useState(false);
  const preparing = paid && !current?.reportToken && !current?.parentOrderNumber && !waitedOut;
  // Its answer is the same order in the cache, so `order` above shows the report as soon as it arrives.
  useQuery(CheckoutOrderFulfilledDocument, preparing && vars
    ? { variables: { ...vars.variables, awaitFulfilmentSeconds: FULFILMENT_WAIT_SECONDS }, fetchPolicy: 'network-only', pollInterval: READY_POLL_MS }
    : skipToken);
  useEffect(() => {
    if (!preparing) return;
    const timer = setTimeout(() => setWaitedOut(true), READY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [preparing]);
  const countdown = useSecondsCountdown(REPORT_OPEN_SECONDS, paid && !preparing, () => navigate(reportHref));
  useDocumentTitle(t(m.successTabTitle));
  useEffect(() => {
    if (current && paid) {
      trackSale('Purchase', { orderNumber: current.orderNumber, skuCode: current.sku.code, amount: current.amount, email: current.email }, store.getState().tracking.pixel_id);
    }
  }, [current, paid, store]);

  if (!ref) return <MissingOrder />;
  if (order.error) return <MissingOrder error={order.error} onRetry={() => void order.refetch()} />;
  if (!current) return <div className="container page"><Loading label={t(m.generating)} /></div>;
  if (!paid) return <Navigate replace to={nav.check()} />;
  const trial = isTrialOrder(current);
  const member = current.sku.kind === 'VIP' || (current.sku.kind === 'SUBSCRIPTION' && !trial);
  const trialEnds = current.subscription?.trialEndsAt;
  const vipUntil = vip.data?.vipStatus.vip ? vip.data.vipStatus.vipUntil : null;
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'long' });

  return (
    <div className="container page page--narrow co-success">
      <h1>{t(trial ? m.trialTitle : m.successTitle)}</h1>
      {member && <p className="co-success__congrats">{t(m.memberCongrats)}</p>}
      {vipUntil && <p>{intl.formatMessage(m.vipUntil, { date: date(vipUntil) })}</p>}
      {trial && trialEnds && <p>{intl.formatMessage(m.trialInfo, { date: date(trialEnds) })}</p>}
      {trial && current.trialConsent && <blockquote className="co-terms__text">{current.trialConsent.text}</blockquote>}
      <section className="co-success__report" aria-labelledby="co-report-status">
        <p id="co-report-status" className="co-success__ready" role="status">{t(preparing ? m.generating : m.ready)}</p>
        {current.email && <p>{intl.formatMessage(m.emailedTo, { email: current.email })}</p>}
        {!preparing && (countdown.stopped ? <p>{t(m.stopped)}</p> : <p className="co-success__countdown">{intl.formatMessage(m.countdown, { t: countdown.left })}</p>)}
        <div className="button-row">
          {preparing
            ? <button type="button" className="button button--primary button--large" disabled>{t(m.openNow)}</button>
            : <Link className="button button--primary button--large" to={reportHref}>{t(m.openNow)}</Link>}
          {!preparing && !countdown.stopped && <button type="button" className="button button--secondary" onClick={countdown.stop}>{t(m.stop)}</button>}
        </div>
      </section>
      <SaveEmail order={current} token={ref.token} onFocus={countdown.stop} />
      {!current.parentOrderNumber && new URLSearchParams(search).get('extras') !== 'done' && (
        <section className="co-aside__block co-success__extras" aria-labelledby="co-extras-title">
          <h2 id="co-extras-title" className="co-aside__title">{t(m.extrasTitle)}</h2>
          <p>{t(m.extrasText)}</p>
          <Link className="button button--secondary" to={nav.packageStep(ref, 1)} onClick={countdown.stop}>{t(m.extrasLink)}</Link>
        </section>
      )}
      <CheckoutSupport />
    </div>
  );
}
