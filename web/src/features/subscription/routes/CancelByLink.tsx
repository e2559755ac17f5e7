// The one-step cancel of a mail's cancel link (?s=<token>): a button, never a cancel on opening the link, because
// mail scanners open links on their own.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useLinks } from '../../../lib/use-links';
import { SubscriptionCancelByLinkDocument } from '../api';
import { cancelMessages as m } from '../messages';

export function CancelByLink({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const t = useIntl().formatMessage;
  const client = useApolloClient();
  const navigate = useNavigate();
  const links = useLinks();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const cancel = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      const { data } = await client.mutate({ mutation: SubscriptionCancelByLinkDocument, variables: { token } });
      const reply = data?.cancelSubscriptionByLink;
      if (!reply) return setState('failed');
      if (reply.errors.length > 0 || reply.cancelled === 0) return onInvalid();
      navigate(links.screen('cancelSuccess'));
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="cancel-by-link">
      <h2 id="cancel-by-link">{t(m.linkTitle)}</h2>
      <p>{t(m.linkText)}</p>
      <button type="button" className="button button--primary button--large" aria-disabled={state === 'busy' || undefined} onClick={() => void cancel()}>
        {state === 'busy' ? t(m.cancelling) : t(m.linkButton)}
      </button>
      {state === 'failed' && <LoadError onRetry={() => void cancel()} />}
    </section>
  );
}
