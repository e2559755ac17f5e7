// How to cancel, beside every subscription consent: one step on the cancellation page (opens in a new tab, so the
// form keeps what was entered).
import { useIntl } from 'react-intl';
import { useLinks } from '../../../lib/use-links';
import { offerMessages as m } from '../offer-messages';

export function CancelLine() {
  const intl = useIntl();
  const links = useLinks();
  return (
    <>
      {intl.formatMessage(m.consentCancel)}{' '}
      <a href={links.screen('cancelSubscription')} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(m.cancelLink)}<span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
      </a>
    </>
  );
}
