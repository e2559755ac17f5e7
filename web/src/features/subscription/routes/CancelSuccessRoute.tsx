// The cancel success page (/cancel/success/{code}-{examId}): 'Cancellation successful' and the way back home.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import { cancelMessages as m } from '../messages';
import '../subscription.css';

export function CancelSuccessRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  useDocumentTitle(t(m.done));
  return (
    <div className="container page page--narrow sub-page sub-page--done">
      <svg className="sub-page__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>{t(m.done)}</h1>
      <p className="lead">{t(m.doneText)}</p>
      <Link className="button button--primary button--large" to={links.home()}>{t(m.home)}</Link>
    </div>
  );
}
