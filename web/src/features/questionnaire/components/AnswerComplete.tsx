// Answer-complete: 'get my report' and 'edit my answers', the saving and evaluating states, or the questions still open.
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import { completeMessages as m } from '../complete-messages';
import type { SubmitState } from '../sitting/use-submit';

interface Props {
  unanswered: number;
  state: SubmitState;
  onGetReport: () => void;
  onEdit: () => void;
  onContinue: () => void;
}

export function AnswerComplete({ unanswered, state, onGetReport, onEdit, onContinue }: Props) {
  const intl = useIntl();
  const busy = state === 'saving' || state === 'evaluating';
  return (
    <div className="container page page--narrow q-center q-complete">
      <svg className="q-complete__art" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="44" fill="var(--color-surface-alt)" />
        <rect x="28" y="22" width="40" height="52" rx="6" fill="var(--color-card)" stroke="var(--color-primary)" strokeWidth="4" />
        <path d="M37 48l8 8 14-16" fill="none" stroke="var(--color-primary)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>{intl.formatMessage(m.title)}</h1>
      {unanswered > 0 ? (
        <>
          <p className="lead">{intl.formatMessage(m.incomplete, { count: unanswered })}</p>
          <div className="button-row">
            <button type="button" className="button button--primary button--large" onClick={onContinue}>{intl.formatMessage(m.continueTest)}</button>
          </div>
        </>
      ) : (
        <>
          <p className="lead">{intl.formatMessage(m.text)}</p>
          <div className="button-row">
            <button type="button" className="button button--primary button--large" onClick={onGetReport} aria-disabled={busy || undefined}>
              {intl.formatMessage(m.getReport)}
            </button>
            <button type="button" className="button button--secondary button--large" onClick={onEdit} disabled={busy}>
              {intl.formatMessage(m.edit)}
            </button>
          </div>
        </>
      )}
      <p className="q-status" role="status">
        {busy && <span className="loading__dot" aria-hidden="true" />}
        {state === 'saving' ? intl.formatMessage(m.saving) : state === 'evaluating' ? intl.formatMessage(m.evaluating) : ''}
      </p>
      {state === 'failed' && <LoadError onRetry={onGetReport} />}
    </div>
  );
}
