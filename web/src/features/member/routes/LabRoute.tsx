// The psychology lab (/member/lab/{code}-{examId}): the member's results side by side, which letters changed between
// sittings, and the ways to run the experiment again or read how the test is built.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useLinks } from '../../../lib/use-links';
import { areaMessages as m } from '../area-messages';
import { MemberResultsDocument } from '../api';
import { changedLetters } from '../logic';
import { MemberFrame } from './MemberFrame';
import { useExams } from './use-exams';

export function LabRoute() {
  const intl = useIntl();
  return <MemberFrame area="memberLab" intro={intl.formatMessage(m.labIntro)}>{() => <Lab />}</MemberFrame>;
}

function Lab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const { data, error, refetch } = useQuery(MemberResultsDocument, { fetchPolicy: 'cache-and-network' });
  const { exams } = useExams();
  // The exam's own name; its {code}-{examId} segment while the names load.
  const examName = (segment: string) => exams?.find((exam) => segment === `${exam.code}-${exam.id}`)?.title ?? segment;
  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;

  const results = data.myReports.flatMap((report) => (report.personality ? [{ ...report, fullCode: report.personality.fullCode }] : []));
  const types = results.map((report) => report.fullCode);
  const changed = changedLetters(types);
  const summary = results.length === 0 ? t(m.labEmpty)
    : results.length === 1 ? t(m.labSingle)
      : changed.length === 0 ? t(m.labStable, { count: results.length })
        : t(m.labChanged, { count: results.length, letters: changed.join(', ') });
  return (
    <section className="mem-block">
      <p className="mem-note">{summary}</p>
      {results.length > 0 && (
        <div className="mem-table-wrap">
          <table className="mem-table">
            <caption>{t(m.labCaption)}</caption>
            <thead><tr><th scope="col">{t(m.labDate)}</th><th scope="col">{t(m.labTest)}</th><th scope="col">{t(m.labResult)}</th></tr></thead>
            <tbody>
              {results.map((report) => (
                <tr key={report.id}>
                  <td>{intl.formatDate(report.completedAt ?? report.createdAt, { dateStyle: 'medium' })}</td>
                  <td>{examName(report.exam)}</td>
                  <td>{report.fullCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mem-actions mem-actions--spaced">
        <Link className="button button--primary" to={links.screen('answerQuestion')}>{t(m.labRetake)}</Link>
        <Link className="button button--secondary" to={links.screen('methodology')}>{t(m.labMethod)}</Link>
      </div>
    </section>
  );
}
