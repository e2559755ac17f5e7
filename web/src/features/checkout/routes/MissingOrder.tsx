// An order link that is incomplete (the way to get the links again), unknown (the API answers ORDER_NOT_FOUND: the
// 404 page, as the server's status says), or a load failure.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { NotFoundScreen } from '../../../components/NotFoundPage';
import { useLinks } from '../../../lib/use-links';
import { statusMessages as m } from '../status-messages';

export function MissingOrder({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const links = useLinks();
  if (isOrderNotFound(error)) return <NotFoundScreen />;
  if (error && onRetry) return <div className="container page"><LoadError onRetry={onRetry} /></div>;
  return (
    <div className="container page page--narrow co-missing">
      <h1>{intl.formatMessage(m.missingTitle)}</h1>
      <p className="lead">{intl.formatMessage(m.missingText)}</p>
      <Link className="button button--primary button--large" to={links.screen('reportRetrieve')}>{intl.formatMessage(m.retrieve)}</Link>
    </div>
  );
}

export function isOrderNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'ORDER_NOT_FOUND';
}
