// Answer-complete (/answer/submit/{code}-{examId}?t=...): get the report (submitTest) or go back to edit the answers.
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { SittingDocument } from '../api';
import { completeMessages as m } from '../complete-messages';
import { AnswerComplete } from '../components/AnswerComplete';
import { useAnswerQueue, useSitting } from '../sitting/use-sitting';
import { useSubmit } from '../sitting/use-submit';
import '../questionnaire.css';

export function AnswerCompleteRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token, urlToken, remember, to } = useSitting();
  const attempt = useQuery(SittingDocument, token ? { variables: { token }, fetchPolicy: 'network-only' } : skipToken);
  // Subscribes to the queue, so the count follows answers still being saved.
  const { queue } = useAnswerQueue(token);
  const submit = useSubmit(token, queue, to);
  useDocumentTitle(intl.formatMessage(m.title));

  if (!token) return <Navigate replace to={to('answerQuestion', null)} />;
  if (!urlToken) return <Navigate replace to={to('answerSubmit', token)} />;
  if (attempt.error) return <div className="container page"><LoadError onRetry={() => void attempt.refetch()} /></div>;
  const sitting = attempt.data?.attempt;
  if (!sitting || !queue) return <div className="container page"><Loading /></div>;
  if (sitting.status === 'SUBMITTED') return <Navigate replace to={to(sitting.hasEmail ? 'reportResultFreeTest' : 'answerEmail', token)} />;

  const answered = new Set([...sitting.answers.map((a) => a.questionKey), ...Object.keys(queue.unsaved())]);
  const unanswered = Math.max(0, sitting.questionCount - answered.size);

  return (
    <AnswerComplete
      unanswered={unanswered}
      state={submit.state}
      onGetReport={() => void submit.run({ hasEmail: sitting.hasEmail })}
      onEdit={() => {
        remember({ token, page: 0 });
        navigate(to('answerQuestion', token));
      }}
      onContinue={() => navigate(to('answerQuestion', token))}
    />
  );
}
