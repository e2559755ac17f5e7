// The IQ test (/answer/question/MRIQ-2047): instructions, the practice pair with feedback, then the adaptive puzzles
// with the server's clock. The sitting's token sits in the URL (?t=) and in local storage (prefix IQ-), so a reload or
// another device resumes where it stopped; a finished sitting goes to the free result.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { focusOnMount } from '../../../lib/focus';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useExam, useLinks } from '../../../lib/use-links';
import { browserStorage, createStore } from '../../../lib/storage';
import { AnswerIqItemDocument, IqSittingDocument, StartIqTestDocument, type IqSittingFieldsFragment } from '../api';
import { IqTimer } from '../components/IqTimer';
import { OptionGroup } from '../components/OptionGroup';
import { svgSource } from '../components/svg-source';
import { iqMessages as m } from '../messages';
import '../iq.css';

const iqStore = createStore({ backend: () => browserStorage('localStorage'), prefix: 'IQ-' });
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const selectLocale = (s: AppState) => s.locale;
const selectCountry = (s: AppState) => s.config.countryCode;

interface Feedback { readonly correct: boolean; readonly correctPosition: number }

export function IqTestRoute() {
  const intl = useIntl();
  const client = useApolloClient();
  const links = useLinks();
  const exam = useExam();
  const navigate = useNavigate();
  const { search } = useLocation();
  const locale = useAppState(selectLocale);
  const country = useAppState(selectCountry);
  const storeKey = `sitting-${exam.examId}`;
  const urlToken = new URLSearchParams(search).get('t');
  const token = urlToken && TOKEN.test(urlToken) ? urlToken : iqStore.get<string>(storeKey);
  const [sitting, setSitting] = useState<IqSittingFieldsFragment | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** The question after a practice item, shown once its feedback has been read. */
  const [pendingNext, setPendingNext] = useState<IqSittingFieldsFragment | null>(null);
  const [problem, setProblem] = useState<'load' | 'choose' | 'stale' | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(intl.formatMessage(m.tabTitle));

  const load = useCallback(async (current: string) => {
    try {
      const { data } = await client.mutate({ mutation: IqSittingDocument, variables: { token: current } });
      const reply = data?.iqSitting;
      if (!reply?.sitting) {
        iqStore.remove(storeKey);
        navigate(links.screen('answerQuestion', {}, exam), { replace: true });
        return;
      }
      // A finished sitting is no longer resumed: the next visit without a link starts a new one.
      if (reply.sitting.finished) iqStore.remove(storeKey);
      setSitting(reply.sitting);
      setProblem(null);
    } catch {
      setProblem('load');
    }
  }, [client, exam, links, navigate, storeKey]);

  useEffect(() => {
    if (!token) return;
    iqStore.set(storeKey, token);
    if (urlToken !== token) navigate(links.screen('answerQuestion', { query: { t: token } }, exam), { replace: true });
    void load(token);
  }, [token, urlToken, storeKey, load, navigate, links, exam]);

  const start = async () => {
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: StartIqTestDocument,
        variables: { input: { examId: exam.examId, code: exam.code, locale, country: country || null } },
      });
      const started = data?.startTest.attempt?.token;
      if (!started) throw new Error('startTest failed');
      iqStore.set(storeKey, started);
      navigate(links.screen('answerQuestion', { query: { t: started } }, exam), { replace: true });
    } catch {
      setProblem('load');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !sitting?.question || busy) return;
    if (selected === null) {
      setProblem('choose');
      return;
    }
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: AnswerIqItemDocument, variables: { token, itemId: sitting.question.itemId, position: selected } });
      const reply = data?.answerIqItem;
      if (reply?.sitting) {
        if (reply.sitting.finished) iqStore.remove(storeKey);
        setProblem(null);
        setSelected(null);
        if (reply.feedback) {
          setFeedback(reply.feedback);
          // The practice item stays on screen with its feedback until Continue.
          setSitting((previous) => (previous ? { ...reply.sitting!, question: previous.question } : reply.sitting!));
          setPendingNext(reply.sitting);
        } else {
          setSitting(reply.sitting);
        }
      } else {
        setProblem('stale');
        await load(token);
      }
    } catch {
      setProblem('load');
    } finally {
      setBusy(false);
    }
  };

  const onContinue = () => {
    setFeedback(null);
    if (pendingNext) setSitting(pendingNext);
    setPendingNext(null);
  };
  const onExpired = useCallback(() => { if (token) void load(token); }, [load, token]);

  if (sitting?.finished && token) return <Navigate replace to={links.screen('reportResultFreeTest', { query: { t: token } }, exam)} />;

  if (!token) {
    return (
      <div className="container page page--narrow iq-test">
        <h1>{intl.formatMessage(m.introTitle)}</h1>
        <p className="lead">{intl.formatMessage(m.introText)}</p>
        <p>{intl.formatMessage(m.introPractice, { minutes: 20 })}</p>
        <p>{intl.formatMessage(m.introKeys)}</p>
        {problem === 'load' && <p className="form-error" role="alert">{intl.formatMessage(m.loadFailed)}</p>}
        <button type="button" className="button button--primary button--large" onClick={() => void start()} disabled={busy}>
          {intl.formatMessage(m.start)}
        </button>
      </div>
    );
  }

  if (!sitting?.question) {
    return (
      <div className="container page page--narrow iq-test" aria-busy={!problem}>
        {problem === 'load' ? (
          <>
            <p role="alert">{intl.formatMessage(m.loadFailed)}</p>
            <button type="button" className="button button--primary" onClick={() => void load(token)}>{intl.formatMessage(m.retry)}</button>
          </>
        ) : null}
      </div>
    );
  }

  const { question } = sitting;
  const practice = question.phase === 'PRACTICE';
  return (
    <div className="container page iq-test">
      <div className="iq-test__bar">
        <h1 className="iq-test__progress">
          {practice
            ? intl.formatMessage(m.practiceLabel, { position: question.position, total: sitting.practiceTotal })
            : intl.formatMessage(m.scoredLabel, { position: question.position, max: sitting.maxItems })}
        </h1>
        {practice || sitting.remainingSeconds == null
          ? <p className="iq-timer">{intl.formatMessage(m.untimed)}</p>
          : <IqTimer remainingSeconds={sitting.remainingSeconds} syncKey={question.itemId} onExpired={onExpired} />}
      </div>
      {practice && question.position === 1 && !feedback && <p className="iq-test__hint">{intl.formatMessage(m.introText)}</p>}
      <img className="iq-matrix" src={svgSource(question.matrixSvg)} alt={intl.formatMessage(m.matrixAlt)} width={308} height={308} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <OptionGroup
          name={`iq-${question.itemId}`}
          options={question.optionSvgs}
          selected={feedback ? null : selected}
          onSelect={(position) => { setSelected(position); setProblem(null); }}
          disabled={busy || feedback !== null}
          correctPosition={feedback?.correctPosition ?? null}
        />
        {problem === 'choose' && <p className="form-error" role="alert">{intl.formatMessage(m.chooseFirst)}</p>}
        {problem === 'stale' && <p className="form-error" role="alert">{intl.formatMessage(m.staleAnswer)}</p>}
        {problem === 'load' && <p className="form-error" role="alert">{intl.formatMessage(m.loadFailed)}</p>}
        {feedback ? (
          <div className="iq-feedback" role="status">
            <p>{intl.formatMessage(feedback.correct ? m.feedbackRight : m.feedbackWrong, { number: feedback.correctPosition + 1 })}</p>
            <button type="button" className="button button--primary" onClick={onContinue} ref={focusOnMount}>{intl.formatMessage(m.continue)}</button>
          </div>
        ) : (
          <button type="submit" className="button button--primary button--large" disabled={busy}>{intl.formatMessage(m.confirm)}</button>
        )}
      </form>
    </div>
  );
}

