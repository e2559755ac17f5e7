// The question screen (/answer/question/{code}-{examId}?t=...): finds or starts the sitting, loads its questions and
// saved answers, and resumes at the first unanswered question.
import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { NotFoundScreen } from '../../../components/NotFoundPage';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { QuestionnaireQuestionsDocument, SittingDocument } from '../api';
import { SittingNotFound } from '../components/SittingNotFound';
import { resumeIndex } from '../logic/progress';
import { questionMessages as m } from '../messages';
import { graphQLErrorCode } from '../sitting/errors';
import { useEnsureSitting } from '../sitting/use-ensure-sitting';
import { useAnswerQueue, useSitting } from '../sitting/use-sitting';
import { QuestionFlow } from './QuestionFlow';
import '../questionnaire.css';

const selectLocale = (s: AppState) => s.locale;

export function QuestionRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useAppState(selectLocale);
  const sitting = useSitting();
  const { exam, urlToken, stored, remember, forget, to } = sitting;
  const start = useEnsureSitting(sitting);
  const questions = useQuery(QuestionnaireQuestionsDocument, { variables: { examId: exam.examId, locale } });
  const attempt = useQuery(SittingDocument, urlToken ? { variables: { token: urlToken }, fetchPolicy: 'network-only' } : skipToken);
  const { queue } = useAnswerQueue(urlToken);
  useDocumentTitle(intl.formatMessage(m.tabTitle));

  const sittingData = attempt.data?.attempt;
  const list = questions.data?.questions;
  // Where to start is decided once per sitting: later renders (answers saved, page remembered) must not move it.
  const entry = useMemo(() => {
    if (!urlToken || !list || !sittingData || !queue) return null;
    const answers = { ...Object.fromEntries(sittingData.answers.map((a) => [a.questionKey, a.value])), ...queue.unsaved() };
    return { answers, start: resumeIndex(list, answers, stored?.token === urlToken ? stored.page : null) };
    // `stored` is read when the sitting loads, not followed.
  }, [urlToken, list, sittingData, queue]);

  // An exam id that names no exam: the 404 page, as the server's status for this address says.
  if (start.examNotFound || graphQLErrorCode(questions.error) === 'EXAM_NOT_FOUND') return <NotFoundScreen />;
  if (attempt.error && graphQLErrorCode(attempt.error) === 'ATTEMPT_NOT_FOUND') {
    const restart = () => {
      if (stored?.token === urlToken) forget();
      navigate(to('answerQuestion', null));
    };
    return <SittingNotFound onRestart={restart} />;
  }
  const error = start.failed || questions.error || attempt.error;
  if (error) {
    const retry = () => {
      if (start.failed) start.retry();
      if (questions.error) void questions.refetch();
      if (attempt.error) void attempt.refetch();
    };
    return <div className="container q-page"><LoadError onRetry={retry} /></div>;
  }
  if (!urlToken || !list || !sittingData || !entry) return <div className="container q-page"><Loading label={intl.formatMessage(m.starting)} /></div>;
  if (sittingData.status === 'SUBMITTED') return <Navigate replace to={to('reportResultFreeTest', urlToken)} />;
  if (entry.start === 'complete') return <Navigate replace to={to('answerSubmit', urlToken)} />;

  return <QuestionFlow key={urlToken} token={urlToken} questions={list} initialAnswers={entry.answers} startIndex={entry.start} remember={remember} to={to} />;
}
