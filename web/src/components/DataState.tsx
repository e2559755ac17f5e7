// Loading and load-failure states shared by every data-backed block: a status line and an alert with a retry button.
import { useIntl } from 'react-intl';
import { stateMessages } from './messages';

export function Loading({ label, compact = false }: { label?: string; compact?: boolean }) {
  const intl = useIntl();
  return (
    <p className={compact ? 'loading loading--compact' : 'loading'} role="status">
      <span className="loading__dot" aria-hidden="true" />
      {label ?? intl.formatMessage(stateMessages.loading)}
    </p>
  );
}

export function LoadError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const intl = useIntl();
  return (
    <div className={compact ? 'load-error load-error--compact' : 'load-error'} role="alert">
      <p>{intl.formatMessage(stateMessages.loadFailed)}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {intl.formatMessage(stateMessages.retry)}
      </button>
    </div>
  );
}
