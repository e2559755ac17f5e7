// The upsell flow (/paying/package/{code}-{examId}?o=&k=&step=1..5) after a paid first order: SPEC section 4's five
// steps in order, a step whose every item the buyer already holds skipped, items owned marked 'already purchased',
// and an 'are you sure' dialog before skipping.
import { skipToken, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { CheckoutOrderViewDocument, CheckoutUpsellStepDocument } from '../api';
import { isTrialOrder, LAST_STEP, parseStep, stepItems } from '../logic/upsell';
import { upsellMessages as m } from '../upsell-messages';
import { CheckoutSupport } from './CheckoutSupport';
import { MissingOrder } from './MissingOrder';
import { UpsellStepItems } from './UpsellStepItems';
import { stepText } from './upsell-text';
import { useOrderNav } from './use-order-nav';
import '../checkout.css';

const selectLocale = (s: AppState) => s.locale;

export function PackageRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nav = useOrderNav();
  const navigate = useNavigate();
  const { search } = useLocation();
  const locale = useAppState(selectLocale);
  const step = parseStep(search);
  const parent = nav.order;
  const vars = parent ? { ref: parent.ref, token: parent.token } : null;
  const order = useQuery(CheckoutOrderViewDocument, vars ? { variables: vars, fetchPolicy: 'network-only' } : skipToken);
  const paid = order.data?.order.status === 'PAID';
  const offered = useQuery(CheckoutUpsellStepDocument, vars && paid ? { variables: { ...vars, step, locale }, fetchPolicy: 'network-only' } : skipToken);
  const [asking, setAsking] = useState(false);
  // Whether each step had something left to buy when it was first shown (a step bought out here stays, to thank).
  const hadOpen = useRef(new Map<number, boolean>());
  useDocumentTitle(t(m.tabTitle));

  if (!parent) return <MissingOrder />;
  if (order.error) return <MissingOrder error={order.error} onRetry={() => void order.refetch()} />;
  const first = order.data?.order;
  if (!first) return <div className="container page"><Loading /></div>;
  if (!paid) {
    return (
      <div className="container page page--narrow">
        <h1>{t(m.tabTitle)}</h1>
        <p className="lead">{t(m.notPaid)}</p>
        <Link className="button button--primary" to={nav.payment()}>{t(m.toPayment)}</Link>
      </div>
    );
  }
  if (offered.error) return <div className="container page"><LoadError onRetry={() => void offered.refetch()} /></div>;
  if (!offered.data) return <div className="container page"><Loading /></div>;
  const trial = isTrialOrder(first);
  const items = stepItems(step, trial, offered.data.upsellPackages, offered.data.secondPhasePlans);
  const nextHref = nav.packageStep(parent, step + 1);
  if (items.length === 0) return <Navigate replace to={nextHref} />;
  const text = stepText(step, trial);
  const open = items.filter((item) => !item.purchased);
  if (!hadOpen.current.has(step)) hadOpen.current.set(step, open.length > 0);
  if (!hadOpen.current.get(step)) return <Navigate replace to={nextHref} />;

  return (
    <div className="container page page--narrow co-upsell">
      <p className="eyebrow">{intl.formatMessage(m.step, { step, total: LAST_STEP })}</p>
      <h1>{t(text.title)}</h1>
      <p className="lead">{t(text.text)}</p>
      <UpsellStepItems key={step} exam={nav.exam} parent={parent} step={step} country={first.country ?? 'US'} locale={locale}
        items={items} refresh={() => void offered.refetch()} />
      <p className="co-field__help">{t(m.savedCard)}</p>
      <div className="button-row co-upsell__nav">
        {open.length > 0
          ? <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>{t(m.noThanks)}</button>
          : <Link className="button button--primary" to={nextHref}>{t(m.next)}</Link>}
      </div>
      <ConfirmDialog open={asking} title={t(m.dialogTitle)} text={intl.formatMessage(m.dialogText, { item: open[0]?.title ?? '' })}
        stayLabel={t(m.dialogStay)} actLabel={t(m.dialogSkip)} onStay={() => setAsking(false)}
        onAct={() => {
          setAsking(false);
          navigate(nextHref);
        }} />
      <CheckoutSupport />
    </div>
  );
}
