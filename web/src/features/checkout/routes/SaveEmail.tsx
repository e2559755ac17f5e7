// "Save it permanently": the delivery email of a paid order, changed with updateOrderEmail.
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import { CheckoutUpdateEmailDocument, type CheckoutOrderFragment } from '../api';
import { Field } from '../components/Field';
import { emailProblem } from '../../../lib/email';
import { offerMessages as o } from '../offer-messages';
import { statusMessages as m } from '../status-messages';

export function SaveEmail({ order, token, onFocus }: { order: CheckoutOrderFragment; token: string; onFocus: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const [email, setEmail] = useState(order.email ?? '');
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'pending' | 'failed' | 'empty' | 'format'>('idle');

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (state === 'busy') return;
    const problem = emailProblem(email);
    if (problem) return setState(problem);
    setState('busy');
    try {
      const { data } = await client.mutate({ mutation: CheckoutUpdateEmailDocument, variables: { ref: order.orderNumber, token, email: email.trim() } });
      if (data?.updateOrderEmail.errors.length) return setState('format');
      if (!data) return setState('failed');
      // A paid order keeps its address until the new one confirms by the mailed link.
      const kept = data.updateOrderEmail.order?.email?.toLowerCase() !== email.trim().toLowerCase();
      setState(kept ? 'pending' : 'saved');
    } catch {
      setState('failed');
    }
  };
  const error = state === 'empty' ? t(o.emailEmpty) : state === 'format' ? t(o.emailInvalid) : null;

  return (
    <section className="co-aside__block co-save" aria-labelledby="co-save-title">
      <h2 id="co-save-title" className="co-aside__title">{t(m.saveTitle)}</h2>
      <p>{t(m.saveText)}</p>
      <form className="co-save__form" onSubmit={(event) => void save(event)} noValidate>
        <Field label={t(m.saveLabel)} type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false} value={email}
          onFocus={onFocus} onChange={(event) => {
            setEmail(event.target.value);
            if (state !== 'busy') setState('idle');
          }} error={error} />
        <button type="submit" className="button button--secondary" aria-disabled={state === 'busy' || undefined}>{t(m.saveButton)}</button>
      </form>
      <p className="co-status" role="status">{state === 'saved' ? t(m.saved) : state === 'pending' ? t(m.confirmSent) : ''}</p>
      {state === 'failed' && <LoadError compact onRetry={() => void save()} />}
    </section>
  );
}
