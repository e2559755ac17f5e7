// The submit button of an account form with its busy status line and, after a network failure, the retry alert.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../messages';

export function SubmitRow({ label, busy, failure }: { label: string; busy: boolean; failure?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="acc-submit">
      <button type="submit" className="button button--primary button--large" aria-disabled={busy || undefined}>{label}</button>
      <p className="acc-status" role="status">{busy ? intl.formatMessage(fieldMessages.sending) : ''}</p>
      {failure}
    </div>
  );
}
