// The paid IQ report (/report/result/MRIQ-2047?r=<report token>): the score with its interval, strengths by rule family
// and layout against what the overall level predicts, speed and accuracy, how to read an IQ score and the limits of an
// online test. The server opens it only when the report is paid for and the IQ report entitlement is held.
import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { NotFoundScreen } from '../../../components/NotFoundPage';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useExam, useLinks } from '../../../lib/use-links';
import { IqReportDocument, type IqReportQuery } from '../api';
import { IqScore } from '../components/IqScore';
import { iqMessages } from '../messages';
import { iqReportMessages as m } from '../report-messages';
import '../iq.css';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const selectLocale = (s: AppState) => s.locale;

const NAMES: Record<string, MessageDescriptor> = {
  constant: m.constant, progression: m.progression, arithmetic: m.arithmetic, 'distribute-three': m.distributeThree,
  'distribute-two': m.distributeTwo, single: m.single, grid2: m.grid2, grid3: m.grid3, 'left-right': m.leftRight,
  'up-down': m.upDown, 'in-out': m.inOut,
};

type Tally = IqReportQuery['iqReport']['byFamily'][number];

function TallyTable({ caption, rows }: { readonly caption: MessageDescriptor; readonly rows: readonly Tally[] }) {
  const intl = useIntl();
  return (
    <table className="iq-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(caption)}</th>
          <th scope="col">{intl.formatMessage(m.solvedColumn)}</th>
          <th scope="col">{intl.formatMessage(m.expectedColumn)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{NAMES[row.key] ? intl.formatMessage(NAMES[row.key]!) : row.key}</th>
            <td>{intl.formatMessage(m.solved, { correct: row.correct, taken: row.taken })}</td>
            <td>{intl.formatNumber(row.expected, { maximumFractionDigits: 1 })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function IqReportRoute() {
  const intl = useIntl();
  const links = useLinks();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const raw = new URLSearchParams(useLocation().search).get('r') ?? '';
  const token = TOKEN.test(raw) ? raw : null;
  const { data, error, refetch } = useQuery(IqReportDocument, token ? { variables: { token } } : skipToken);
  useDocumentTitle(intl.formatMessage(m.title));
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  if (code === 'REPORT_NOT_FOUND') return <NotFoundScreen />;
  if (!token || code === 'REPORT_NOT_PAID') {
    return (
      <div className="container page page--narrow">
        <p className="lead">{intl.formatMessage(iqMessages.notFound)}</p>
        <Link className="button button--secondary" to={links.screen('reportRetrieve', {}, exam)}>{intl.formatMessage(iqMessages.retry)}</Link>
      </div>
    );
  }
  if (error) return <div className="container page"><LoadError onRetry={() => void refetch()} /></div>;
  if (!data) return <div className="container page"><Loading /></div>;
  const report = data.iqReport;
  const percent = (share: number | null | undefined) => intl.formatNumber(Math.round((share ?? 0) * 100));
  return (
    <article className="container page page--narrow iq-result iq-report">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>
        <a className="button button--secondary" href={`/api/report/pdf/${encodeURIComponent(token)}?locale=${encodeURIComponent(locale)}`} download>
          {intl.formatMessage(m.download)}
        </a>
      </p>
      <section aria-labelledby="iq-score">
        <h2 id="iq-score">{intl.formatMessage(m.scoreTitle)}</h2>
        <IqScore score={report} />
      </section>
      <section aria-labelledby="iq-strengths">
        <h2 id="iq-strengths">{intl.formatMessage(m.strengthsTitle)}</h2>
        <p>{intl.formatMessage(m.strengthsIntro)}</p>
        <TallyTable caption={m.familyColumn} rows={report.byFamily} />
        <TallyTable caption={m.layoutColumn} rows={report.byLayout} />
      </section>
      <section aria-labelledby="iq-speed">
        <h2 id="iq-speed">{intl.formatMessage(m.speedTitle)}</h2>
        {report.speed?.medianSeconds != null && <p>{intl.formatMessage(m.medianTime, { seconds: report.speed.medianSeconds })}</p>}
        {report.speed?.fasterHalfAccuracy != null && (
          <p>{intl.formatMessage(m.halves, { faster: percent(report.speed.fasterHalfAccuracy), slower: percent(report.speed.slowerHalfAccuracy) })}</p>
        )}
        <p>{intl.formatMessage(m.rapid, { count: report.speed?.rapidCount ?? 0 })}</p>
      </section>
      <section aria-labelledby="iq-reading">
        <h2 id="iq-reading">{intl.formatMessage(m.readingTitle)}</h2>
        <p>{intl.formatMessage(m.readingText)}</p>
      </section>
      <section aria-labelledby="iq-limits">
        <h2 id="iq-limits">{intl.formatMessage(m.limitsTitle)}</h2>
        <p>{intl.formatMessage(m.limitsText)}</p>
      </section>
      <p><Link to={links.screen('methodology', {}, exam)}>{intl.formatMessage(iqMessages.methodology)}</Link></p>
    </article>
  );
}
