// The consent notice: Accept all and Reject all side by side with the same weight, and Settings to choose per purpose.
// Shown until the visitor chooses, and again from the footer's "Privacy choices" link.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { consentMessages as m } from '../components/messages';
import { consentStore, type ConsentSnapshot } from '../lib/consent-store';
import { useLinks } from '../lib/use-links';

/**
 * What the prerender and hydration see: no notice. It appears right after hydration when no choice is stored, so a
 * returning visitor never sees a prerendered notice flash before the script knows about the stored choice.
 */
const SERVER_SNAPSHOT: ConsentSnapshot = { choice: { analytics: false, ads: false, at: '' }, settingsOpen: false };
const serverSnapshot = () => SERVER_SNAPSHOT;

export function ConsentNotice() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const { choice, settingsOpen } = useSyncExternalStore(consentStore.subscribe, consentStore.get, serverSnapshot);
  const [detailed, setDetailed] = useState(false);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [ads, setAds] = useState(choice?.ads ?? false);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (!settingsOpen) return;
    setDetailed(true);
    setAnalytics(choice?.analytics ?? false);
    setAds(choice?.ads ?? false);
    heading.current?.focus();
  }, [settingsOpen, choice]);

  if (choice && !settingsOpen) return null;
  const choose = (next: { analytics: boolean; ads: boolean }) => {
    consentStore.choose(next);
    setDetailed(false);
  };

  return (
    <section className="notice consent-notice" aria-labelledby={`${id}-title`} data-testid="consent-notice">
      <div className="notice__text">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="consent-notice__title">{t(m.title)}</h2>
        <p>
          {t(m.text)}{' '}
          <Link to={links.screen('legal', { hash: 'privacy' })}>{t(m.more)}</Link>
        </p>
        {detailed && (
          <fieldset className="consent-notice__purposes">
            <legend>{t(m.purposes)}</legend>
            <label>
              <input type="checkbox" checked disabled /> <strong>{t(m.necessary)}</strong>
              <span className="consent-notice__hint">{t(m.necessaryHint)}</span>
            </label>
            <label>
              <input type="checkbox" name="analytics" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />{' '}
              <strong>{t(m.analytics)}</strong>
              <span className="consent-notice__hint">{t(m.analyticsHint)}</span>
            </label>
            <label>
              <input type="checkbox" name="ads" checked={ads} onChange={(event) => setAds(event.target.checked)} />{' '}
              <strong>{t(m.ads)}</strong>
              <span className="consent-notice__hint">{t(m.adsHint)}</span>
            </label>
          </fieldset>
        )}
      </div>
      <div className="notice__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => choose({ analytics: true, ads: true })}>
          {t(m.acceptAll)}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => choose({ analytics: false, ads: false })}>
          {t(m.rejectAll)}
        </button>
        {detailed ? (
          <button type="button" className="button button--ghost button--small" onClick={() => choose({ analytics, ads })}>{t(m.save)}</button>
        ) : (
          <button type="button" className="button button--ghost button--small" aria-expanded={false} onClick={() => setDetailed(true)}>
            {t(m.settings)}
          </button>
        )}
      </div>
    </section>
  );
}
