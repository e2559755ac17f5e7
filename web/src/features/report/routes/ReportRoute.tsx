// The paid report (/report/result/{code}-{examId}?r=<report token>, and /report): the report in the interface
// language with its PDF download, the test's published reliability and, when the share flag is on, share links to the
// type's public page.
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { typeSharePath } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import { ReportReliabilityDocument } from '../api';
import { DownloadButton } from '../components/DownloadButton';
import { NotFoundScreen } from '../../../components/NotFoundPage';
import { ReportProblem } from '../components/ReportProblem';
import { ReportView } from '../components/ReportView';
import { ShareLinks } from '../components/ShareLinks';
import { shareTargets } from '../logic/share-links';
import { reportMessages as m } from '../messages';
import { SHARE_ENABLED } from '../../../lib/share-flag';
import { shareMessages } from '../share-messages';
import { usePdfDownload } from '../../../lib/use-pdf-download';
import { useReport } from './use-report';
import '../report.css';

const copyText = (text: string) => navigator.clipboard.writeText(text);

export function ReportRoute() {
  const intl = useIntl();
  const links = useLinks();
  const page = useReport();
  const { state } = page;
  const report = state.kind === 'ready' ? state.report : null;
  const download = usePdfDownload(report?.pdfUrl ?? null);
  // The figures are the same for every reader of the exam; without them the report still shows in full.
  const reliability = useQuery(ReportReliabilityDocument, report ? { variables: { examId: report.examId } } : skipToken);
  useDocumentTitle(
    report ? intl.formatMessage(m.tabTitle, { code: report.type.fullCode })
      : intl.formatMessage(state.kind === 'notFound' ? m.notFoundTitle : state.kind === 'notPaid' ? m.notPaidTitle : m.pageTitle),
  );

  if (state.kind === 'unknown') return <NotFoundScreen />;
  if (state.kind === 'notFound') return <ReportProblem kind="notFound" retrieveHref={page.retrieveHref} />;
  if (state.kind === 'notPaid') return <ReportProblem kind="notPaid" offerHref={page.offerHref} />;
  if (state.kind === 'failed') return <ReportProblem kind="failed" onRetry={state.retry} />;
  if (!report) return <div className="container page"><Loading /></div>;

  // The public page of the type, never this page's address: that one carries the report token.
  const publicUrl = `${window.location.origin}${typeSharePath(report.type.code, { code: report.examCode, examId: report.examId })}`;
  const share = SHARE_ENABLED ? (
    <ShareLinks
      idPrefix="report"
      publicUrl={publicUrl}
      copy={copyText}
      targets={shareTargets(publicUrl, intl.formatMessage(shareMessages.text, { code: report.type.code, title: report.type.title }))}
    />
  ) : null;
  return (
    <ReportView
      report={report}
      download={<DownloadButton state={download.state} onDownload={download.start} />}
      share={share}
      reliability={reliability.data?.reliability ?? null}
      methodologyHref={links.screen('methodology', { hash: 'reliability' }, { code: report.examCode, examId: report.examId })}
    />
  );
}
