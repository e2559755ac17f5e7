// The personal centre's "Your data": the readable export, the JSON file, and erasure after a confirmation (then the
// member is signed out and sent home).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppState } from '../../../lib/app-state-context';
import type { AppState } from '../../../lib/app-state';
import { dataMessages as m } from '../data-messages';

const selectLocale = (s: AppState) => s.locale;

export function DataSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useAppState(selectLocale);
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy' | 'failed'>('idle');

  const erase = async () => {
    setStep('busy');
    try {
      const response = await fetch('/api/privacy/delete', {
        method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ confirm: true }),
      });
      if (!response.ok) return setStep('failed');
      window.location.assign('/');
    } catch {
      setStep('failed');
    }
  };

  return (
    <section className="acc-data" aria-labelledby="acc-data-title">
      <h3 id="acc-data-title">{t(m.title)}</h3>
      <p>{t(m.text)}</p>
      <p className="button-row">
        <a className="button button--secondary button--small" href={`/api/privacy/export/html?hl=${locale}`} target="_blank" rel="noopener">{t(m.view)}</a>
        <a className="button button--ghost button--small" href={`/api/privacy/export/json?hl=${locale}`} download>{t(m.json)}</a>
      </p>
      {step === 'idle' || step === 'failed' ? (
        <p>
          <button type="button" className="link-button" onClick={() => setStep('confirm')}>{t(m.delete)}</button>
        </p>
      ) : (
        <div role="group" aria-labelledby="acc-data-confirm">
          <p id="acc-data-confirm"><strong>{t(m.confirm)}</strong></p>
          <p className="button-row">
            <button type="button" className="button button--primary button--small" disabled={step === 'busy'} onClick={() => void erase()}>{t(m.confirmYes)}</button>
            <button type="button" className="button button--ghost button--small" onClick={() => setStep('idle')}>{t(m.cancel)}</button>
          </p>
        </div>
      )}
      {step === 'failed' && <p className="acc-error" role="alert">{t(m.failed)}</p>}
    </section>
  );
}
