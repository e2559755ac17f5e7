// What a report address shows when it opens nothing: an invalid link (with the way to get the links again by
// email), a report not unlocked yet (with the offer), or a load failure with a retry.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { reportMessages as m } from '../messages';

export type ReportProblemProps =
  | { kind: 'notFound'; retrieveHref: string }
  | { kind: 'notPaid'; offerHref: string }
  | { kind: 'failed'; onRetry: () => void };

export function ReportProblem(props: ReportProblemProps) {
  const intl = useIntl();
  if (props.kind === 'failed') {
    return (
      <div className="container page page--narrow report-problem">
        <h1>{intl.formatMessage(m.pageTitle)}</h1>
        <LoadError onRetry={props.onRetry} />
      </div>
    );
  }
  const notFound = props.kind === 'notFound';
  return (
    <div className="container page page--narrow report-problem">
      <h1>{intl.formatMessage(notFound ? m.notFoundTitle : m.notPaidTitle)}</h1>
      <p className="lead">{intl.formatMessage(notFound ? m.notFoundText : m.notPaidText)}</p>
      <Link className="button button--primary button--large" to={notFound ? props.retrieveHref : props.offerHref}>
        {intl.formatMessage(notFound ? m.retrieve : m.offer)}
      </Link>
    </div>
  );
}
