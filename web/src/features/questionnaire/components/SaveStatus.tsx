// A discreet line saying whether the answers are saved; after repeated failures, an alert with a retry button.
import { LoadError } from '../../../components/DataState';
import type { QueueStatus } from '../logic/answer-queue';

interface Props {
  status: QueueStatus;
  text: { saving: string; saved: string; retrying: string };
  onRetry: () => void;
}

export function SaveStatus({ status, text, onRetry }: Props) {
  if (status === 'failed') return <LoadError onRetry={onRetry} compact />;
  if (status === 'stopped') return null;
  const busy = status === 'pending' || status === 'saving';
  const label = busy ? text.saving : status === 'retrying' ? text.retrying : text.saved;
  return (
    <p className={`q-save q-save--${status}`}>
      <span className="q-save__icon" aria-hidden="true">{busy || status === 'retrying' ? '…' : '✓'}</span>
      {label}
    </p>
  );
}
