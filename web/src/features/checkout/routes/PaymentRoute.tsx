// The payment screen (/paying/payment/{code}-{examId}?o=<order>&k=<token>; also paypage, paypage copy, payinsider):
// order info and total, the delivery email, card or PayPal as the API offers them, and the pay button.
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { CheckoutOrderViewDocument, CheckoutPaymentMethodsDocument, type CheckoutOrderFragment } from '../api';
import { paymentMessages as m } from '../payment-messages';
import { CheckoutSupport } from './CheckoutSupport';
import { OrderInfo } from './OrderInfo';
import { PaymentForm } from './PaymentForm';
import { useOrderNav } from './use-order-nav';
import { MissingOrder } from './MissingOrder';
import '../checkout.css';

const selectLocale = (s: AppState) => s.locale;

export function PaymentRoute() {
  const intl = useIntl();
  const nav = useOrderNav();
  const locale = useAppState(selectLocale);
  const ref = nav.order;
  const order = useQuery(CheckoutOrderViewDocument, ref ? { variables: { ref: ref.ref, token: ref.token }, fetchPolicy: 'network-only' } : skipToken);
  const current: CheckoutOrderFragment | undefined = order.data?.order;
  const methods = useQuery(CheckoutPaymentMethodsDocument, current
    ? { variables: { examId: current.examId, country: current.country ?? 'US', locale } }
    : skipToken);
  useDocumentTitle(intl.formatMessage(m.tabTitle));

  if (!ref) return <MissingOrder />;
  if (order.error) return <MissingOrder error={order.error} onRetry={() => void order.refetch()} />;
  if (!current) return <div className="container page"><Loading /></div>;
  if (current.status === 'PAID') return <Navigate replace to={nav.afterPaid()} />;

  return (
    <div className="container page co-pay">
      <header className="page__header">
        <h1>{intl.formatMessage(m.title)}</h1>
      </header>
      <div className="co-offer__grid">
        <div className="co-offer__main">
          {methods.error ? <LoadError onRetry={() => void methods.refetch()} /> : !methods.data ? <Loading /> : (
            <PaymentForm order={current} token={ref.token} nav={nav} methods={methods.data.paymentMethods} />
          )}
        </div>
        <OrderInfo order={current} />
      </div>
      <CheckoutSupport />
    </div>
  );
}
