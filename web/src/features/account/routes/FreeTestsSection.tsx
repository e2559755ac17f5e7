// Free tests: the professional tests (three on the personality questionnaire, and the IQ test) with start links, as
// the professional tests page lists them; durations come from the API.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useExam, useLinks } from '../../../lib/use-links';
import { AccountFreeTestsDocument } from '../centre-api';
import { centreMessages as m } from '../centre-messages';
import { FreeTestList, type FreeTest } from '../components/FreeTestList';

const selectLocale = (s: AppState) => s.locale;

export function FreeTestsSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const { data, error, refetch } = useQuery(AccountFreeTestsDocument, { variables: { locale } });

  const personality = data?.exams.find((e) => e.id === exam.examId) ?? data?.exams.find((e) => e.kind === 'PERSONALITY');
  const iq = data?.exams.find((e) => e.kind === 'IQ');
  const start = links.screen('answerQuestion');
  const minutes = personality?.durationMinutes ?? null;
  const tests: FreeTest[] = [
    { key: 'growth', name: t(m.growth), text: t(m.growthText), minutes, startTo: start },
    { key: 'career', name: t(m.career), text: t(m.careerText), minutes, startTo: start },
    { key: 'love', name: t(m.love), text: t(m.loveText), minutes, startTo: start },
    {
      key: 'iq', name: t(m.iq), text: t(m.iqText), minutes: iq?.durationMinutes ?? null,
      startTo: iq ? links.screen('answerQuestion', undefined, { code: iq.code, examId: iq.id }) : null,
    },
  ];
  return (
    <>
      <p>{t(m.testsIntro)}</p>
      {error ? <LoadError onRetry={() => void refetch()} compact /> : null}
      <FreeTestList tests={tests} />
    </>
  );
}
