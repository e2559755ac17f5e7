// The testing hall (/member/tests/{code}-{examId}): every test the member can take, the IQ test included, each
// started at its own exam route.
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import { areaMessages as m } from '../area-messages';
import { ServiceList } from '../components/ServiceList';
import { MemberFrame } from './MemberFrame';
import { useExams } from './use-exams';

export function TestingHallRoute() {
  const intl = useIntl();
  return <MemberFrame area="memberTests" intro={intl.formatMessage(m.testsIntro)}>{() => <Tests />}</MemberFrame>;
}

function Tests() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { exams, error, retry } = useExams();
  if (!exams) return error ? <LoadError onRetry={retry} /> : <Loading />;
  return (
    <ServiceList items={exams.map((exam) => ({
      key: exam.code,
      title: exam.title,
      detail: t(m.testMinutes, { minutes: exam.durationMinutes }),
      text: t(exam.kind === 'IQ' ? m.kindIq : m.kindPersonality),
      action: { to: exam.startTo, label: t(m.startTest, { test: exam.title }) },
    }))} />
  );
}
