// The 404 view: the path asked for, the status code and a 'Go back home' button (the caller builds the link); and the
// same view for the current location, for a screen whose link names something the API does not know.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useNotFound } from '../lib/use-not-found';
import { notFoundMessages } from './messages';
import { useDocumentTitle } from './useDocumentTitle';

export const NOT_FOUND_STATUS = 404;

export function NotFoundPage({ path, homeTo }: { path: string; homeTo: string }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(notFoundMessages.tabTitle));
  return (
    <div className="container page page--narrow not-found">
      <p className="not-found__status" aria-hidden="true">{NOT_FOUND_STATUS}</p>
      <h1 className="not-found__title">{intl.formatMessage(notFoundMessages.title, { path })}</h1>
      <p className="eyebrow">{intl.formatMessage(notFoundMessages.status, { status: NOT_FOUND_STATUS })}</p>
      <p>{intl.formatMessage(notFoundMessages.text)}</p>
      <Link className="button button--primary" to={homeTo}>
        {intl.formatMessage(notFoundMessages.home)}
      </Link>
    </div>
  );
}

/** The 404 view of the current location (the server answers such a link with a 404 status too). */
export function NotFoundScreen() {
  return <NotFoundPage {...useNotFound()} />;
}
