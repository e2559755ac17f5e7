// The free result (/report/result-free-test/{code}-{examId}?t=...): the scored sitting in the visitor's language; an
// unsubmitted sitting goes back to answer-complete.
import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { DEFAULT_EXAM, EXAM_PARAM, parseExamSegment } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import { FreeResultDocument } from '../api';
import { FreeResult } from '../components/FreeResult';
import { resultMessages as m } from '../messages';
import '../result.css';

const selectLocale = (s: AppState) => s.locale;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function errorCode(error: unknown): string | null {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  return typeof code === 'string' ? code : null;
}

export function FreeResultRoute() {
  const intl = useIntl();
  const links = useLinks();
  const params = useParams();
  const { search } = useLocation();
  const locale = useAppState(selectLocale);
  const exam = parseExamSegment(params[EXAM_PARAM]) ?? DEFAULT_EXAM;
  const raw = new URLSearchParams(search).get('t') ?? '';
  const token = TOKEN.test(raw) ? raw : null;
  const { data, error, refetch } = useQuery(FreeResultDocument, token ? { variables: { token, locale } } : skipToken);
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const withToken = (screen: 'answerSubmit' | 'payingScheme') => links.screen(screen, { query: { t: token ?? '' } }, exam);

  const code = errorCode(error);
  if (code === 'NOT_SUBMITTED') return <Navigate replace to={withToken('answerSubmit')} />;
  // A sitting of another kind (IQ) has no personality result to show here.
  const result = data?.testResult.personality;
  if (!token || code === 'ATTEMPT_NOT_FOUND' || (data && !result)) {
    return (
      <div className="container page page--narrow result-missing">
        <h1>{intl.formatMessage(m.notFoundTitle)}</h1>
        <p className="lead">{intl.formatMessage(m.notFoundText)}</p>
        <Link className="button button--primary button--large" to={links.screen('answerQuestion', {}, exam)}>{intl.formatMessage(m.takeTest)}</Link>
      </div>
    );
  }
  if (error) return <div className="container page"><LoadError onRetry={() => void refetch()} /></div>;
  if (!data || !result) return <div className="container page"><Loading /></div>;

  const secondaryTitle = data.personalityTypes.find((type) => type.code === result.secondaryCode)?.title ?? null;
  const typesHref = links.screen('types', { hash: result.typeCode.toLowerCase() }, exam);
  const methodologyHref = links.screen('methodology', { hash: 'bands' }, exam);
  return (
    <FreeResult
      result={result}
      secondaryTitle={secondaryTitle}
      offerHref={withToken('payingScheme')}
      typesHref={typesHref}
      methodologyHref={methodologyHref}
    />
  );
}
