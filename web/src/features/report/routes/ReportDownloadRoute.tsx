// The PDF download page (/report/result-download/{code}-{examId}?r=<report token>): the type, the download button
// with its progress and retry, and the way to the report online.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import { DownloadButton } from '../components/DownloadButton';
import { NotFoundScreen } from '../../../components/NotFoundPage';
import { ReportProblem } from '../components/ReportProblem';
import { reportMessages as m } from '../messages';
import { usePdfDownload } from '../../../lib/use-pdf-download';
import { useReport } from './use-report';
import '../report.css';

export function ReportDownloadRoute() {
  const intl = useIntl();
  const links = useLinks();
  const page = useReport();
  const { state } = page;
  const report = state.kind === 'ready' ? state.report : null;
  const download = usePdfDownload(report?.pdfUrl ?? null);
  useDocumentTitle(intl.formatMessage(state.kind === 'notFound' ? m.notFoundTitle : state.kind === 'notPaid' ? m.notPaidTitle : m.downloadTitle));

  if (state.kind === 'unknown') return <NotFoundScreen />;
  if (state.kind === 'notFound') return <ReportProblem kind="notFound" retrieveHref={page.retrieveHref} />;
  if (state.kind === 'notPaid') return <ReportProblem kind="notPaid" offerHref={page.offerHref} />;
  if (state.kind === 'failed') return <ReportProblem kind="failed" onRetry={state.retry} />;
  if (!report || !page.token) return <div className="container page"><Loading /></div>;

  return (
    <div className="container page page--narrow report-download-page">
      <p className="eyebrow">{report.kicker}</p>
      <h1>{intl.formatMessage(m.downloadTitle)}</h1>
      <p className="report-download-page__type">
        <strong className="report__code report__code--small">{report.type.fullCode}</strong> {report.type.title}
      </p>
      <p className="lead">{intl.formatMessage(m.downloadIntro)}</p>
      <DownloadButton state={download.state} onDownload={download.start} large />
      <p>
        <Link to={links.screen('reportResult', { query: { r: page.token } }, page.exam)}>{intl.formatMessage(m.viewOnline)}</Link>
      </p>
    </div>
  );
}
