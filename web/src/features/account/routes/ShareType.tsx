// Sharing a report's type from the personal centre (only when the share flag is on): the system share sheet where
// there is one, else the public type page's link copied, with 'copied' or 'copy failed'. Never a link with a token.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { centreMessages as m } from '../centre-messages';

export function ShareType({ path, rowLabel }: { path: string; rowLabel: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [copied, setCopied] = useState<boolean | null>(null);
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet is not a failure worth a message.
      await navigator.share({ url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className="acc-share">
      <button type="button" className="button button--secondary button--small" aria-label={t(m.actionFor, { action: t(m.share), name: rowLabel })}
        onClick={() => void share()}>
        {t(m.share)}
      </button>
      <span role="status">{copied === true ? t(m.copied) : ''}</span>
      {copied === false && <span className="acc-error" role="alert">{t(m.copyFailed)}</span>}
    </span>
  );
}
