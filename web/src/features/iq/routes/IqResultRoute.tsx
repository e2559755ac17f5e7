// The free IQ result (/report/result-free-test/MRIQ-2047?t=...): the IQ with its 90% interval, percentile and standard
// error in words, how many puzzles were solved and which calibration scored it; a result that looks like guessing is
// not given a number.
import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useExam, useLinks } from '../../../lib/use-links';
import { IqResultDocument } from '../api';
import { IqScore } from '../components/IqScore';
import { iqMessages as m } from '../messages';
import '../iq.css';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function errorCode(error: unknown): string | null {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  return typeof code === 'string' ? code : null;
}

export function IqResultRoute() {
  const intl = useIntl();
  const links = useLinks();
  const exam = useExam();
  const raw = new URLSearchParams(useLocation().search).get('t') ?? '';
  const token = TOKEN.test(raw) ? raw : null;
  const { data, error, refetch } = useQuery(IqResultDocument, token ? { variables: { token } } : skipToken);
  useDocumentTitle(intl.formatMessage(m.resultTitle));
  const code = errorCode(error);
  if (code === 'NOT_FINISHED' && token) return <Navigate replace to={links.screen('answerQuestion', { query: { t: token } }, exam)} />;
  const retake = <Link className="button button--secondary" to={links.screen('answerQuestion', {}, exam)}>{intl.formatMessage(m.retake)}</Link>;
  if (!token || code === 'ATTEMPT_NOT_FOUND' || code === 'NOT_AN_IQ_TEST') {
    return <div className="container page page--narrow"><p className="lead">{intl.formatMessage(m.notFound)}</p>{retake}</div>;
  }
  if (error) return <div className="container page"><LoadError onRetry={() => void refetch()} /></div>;
  if (!data) return <div className="container page"><Loading /></div>;
  const result = data.iqResult;
  const methodology = <Link to={links.screen('methodology', {}, exam)}>{intl.formatMessage(m.methodology)}</Link>;
  if (result.verdict === 'not-interpretable') {
    return (
      <div className="container page page--narrow iq-result">
        <h1>{intl.formatMessage(m.notInterpretableTitle)}</h1>
        <p className="lead">{intl.formatMessage(m.notInterpretableText)}</p>
        <div className="button-row">{retake}</div>
        <p>{methodology}</p>
      </div>
    );
  }
  return (
    <div className="container page page--narrow iq-result">
      <h1>{intl.formatMessage(m.resultTitle)}</h1>
      <IqScore score={result} />
      <div className="button-row">
        <Link className="button button--primary button--large" to={links.screen('payingScheme', { query: { t: token } }, exam)}>{intl.formatMessage(m.offer)}</Link>
        {retake}
      </div>
      <p>{methodology}</p>
    </div>
  );
}
