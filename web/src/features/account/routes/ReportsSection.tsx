// My reports: the member's reports, personality and IQ, newest first, with what each one allows (view, PDF, pay now,
// share when the flag is on); none yet shows a way to take the test.
import { useQuery } from '@apollo/client/react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { SHARE_ENABLED } from '../../../lib/share-flag';
import { useLinks } from '../../../lib/use-links';
import { AccountReportsDocument } from '../centre-api';
import { centreMessages as m } from '../centre-messages';
import { ReportList, type ReportItem } from '../components/ReportList';
import { reportActions, reportLabel, type ReportLabel } from '../logic/report-links';
import { ReportDownload } from './ReportDownload';
import { ShareType } from './ShareType';

const selectLocale = (s: AppState) => s.locale;

/** The row's name: its type, its IQ, or that the IQ result cannot be interpreted. */
function reportName(label: ReportLabel, t: IntlShape['formatMessage']): string {
  switch (label.kind) {
    case 'type': return t(m.reportName, { code: label.code });
    case 'iq': return t(m.iqName, { iq: label.iq });
    case 'iqNoScore': return t(m.iqNoScore);
    case 'noType': return t(m.noType);
  }
}

export function ReportsSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const { data, error, refetch } = useQuery(AccountReportsDocument, { fetchPolicy: 'cache-and-network' });

  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;
  if (data.myReports.length === 0) {
    return (
      <div className="acc-empty">
        <h3>{t(m.emptyTitle)}</h3>
        <p>{t(m.emptyText)}</p>
        <Link className="button button--primary" to={links.screen('answerQuestion')}>{t(m.takeTest)}</Link>
      </div>
    );
  }

  const items: ReportItem[] = data.myReports.map((report) => {
    const typeCode = report.personality?.fullCode ?? null;
    const actions = reportActions({ ...report, typeCode }, links.screen, locale);
    const name = reportName(reportLabel({ ...report, typeCode }), t);
    const when = intl.formatDate(report.completedAt ?? report.createdAt, { dateStyle: 'medium' });
    const date = t(report.completedAt && report.status === 'COMPLETED' ? m.completedOn : m.date, { date: when });
    const rowLabel = `${name}, ${date}`;
    return {
      id: report.id,
      name,
      status: report.status,
      date,
      actions,
      download: actions.pdfUrl ? <ReportDownload pdfUrl={actions.pdfUrl} rowLabel={rowLabel} /> : null,
      share: SHARE_ENABLED && actions.publicType ? <ShareType path={actions.publicType} rowLabel={rowLabel} /> : null,
    };
  });
  return <ReportList items={items} />;
}
