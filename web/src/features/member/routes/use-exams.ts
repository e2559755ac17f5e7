// The tests anyone can take, with the start link of each ({code}-{examId} of the exam's own route).
import { useQuery } from '@apollo/client/react';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { MemberTestsDocument } from '../api';

const selectLocale = (s: AppState) => s.locale;

export function useExams() {
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const query = useQuery(MemberTestsDocument, { variables: { locale } });
  const exams = query.data?.exams.map((exam) => ({
    ...exam,
    startTo: links.screen('answerQuestion', undefined, { code: exam.code, examId: exam.id }),
  }));
  return { exams, error: query.error, retry: () => void query.refetch() };
}
