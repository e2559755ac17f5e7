// The status check (/paying/check and /paying/subscribe/check ?o=&k=): where PayPal returns and where a payment that
// is still processing waits; it moves on to success or failure by itself.
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { statusMessages as m } from '../status-messages';
import { MissingOrder } from './MissingOrder';
import { useOrderNav } from './use-order-nav';
import { usePaymentCheck } from './use-payment-check';
import '../checkout.css';

export function CheckRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nav = useOrderNav();
  const { state, again } = usePaymentCheck(nav.order);
  useDocumentTitle(t(m.checkTabTitle));

  if (!nav.order) return <MissingOrder />;
  if (state.kind === 'done') {
    if (state.step.kind === 'paid') return <Navigate replace to={nav.afterPaid()} />;
    if (state.step.kind === 'failed') return <Navigate replace to={nav.failed()} />;
    return <Navigate replace to={nav.payment()} />;
  }
  return (
    <div className="container page page--narrow co-status-page">
      <h1>{t(m.checkTitle)}</h1>
      {state.kind === 'checking' && (
        <p className="loading" role="status"><span className="loading__dot" aria-hidden="true" />{t(m.checkWait)}</p>
      )}
      {state.kind === 'slow' && (
        <div role="status">
          <p className="lead">{t(m.checkSlow)}</p>
          <button type="button" className="button button--primary" onClick={again}>{t(m.checkAgain)}</button>
        </div>
      )}
      {state.kind === 'error' && <LoadError onRetry={again} />}
    </div>
  );
}
