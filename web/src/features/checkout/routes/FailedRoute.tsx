// The failure screen (/paying/failed?o=&k=&m=): 'Payment failed', then retry with the same method or choose another.
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { CheckoutOrderViewDocument } from '../api';
import { formatPrice } from '../logic/price';
import { statusMessages as m } from '../status-messages';
import { CheckoutSupport } from './CheckoutSupport';
import { isOrderNotFound, MissingOrder } from './MissingOrder';
import { useOrderNav } from './use-order-nav';
import '../checkout.css';

export function FailedRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nav = useOrderNav();
  const { search } = useLocation();
  const method = new URLSearchParams(search).get('m') ?? '';
  const ref = nav.order;
  const order = useQuery(CheckoutOrderViewDocument, ref ? { variables: { ref: ref.ref, token: ref.token }, fetchPolicy: 'network-only' } : skipToken);
  useDocumentTitle(t(m.failedTabTitle));

  if (!ref) return <MissingOrder />;
  if (isOrderNotFound(order.error)) return <MissingOrder error={order.error} />;
  const current = order.data?.order;
  // A late success of an earlier try still counts.
  if (current?.status === 'PAID') return <Navigate replace to={nav.afterPaid()} />;
  return (
    <div className="container page page--narrow co-failed">
      <h1>{t(m.failedTitle)}</h1>
      <p className="lead">{t(m.failedText)}</p>
      {current && <p className="co-order__item">{current.sku.title} · {formatPrice(current.amount, intl.locale)}</p>}
      <div className="button-row">
        <Link className="button button--primary button--large" to={nav.payment(/^(card|paypal)$/.test(method) ? { m: method } : {})}>{t(m.retry)}</Link>
        <Link className="button button--secondary button--large" to={nav.payment({ choose: '1' })}>{t(m.otherMethod)}</Link>
      </div>
      <CheckoutSupport />
    </div>
  );
}
