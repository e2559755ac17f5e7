// Share links for the public page of the type (instagram, twitter, linkedin, medium, pinterest, facebook); the route
// shows them only when the share flag is on. Networks without a share address copy the link instead.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ShareNetwork, ShareTarget } from '../logic/share-links';
import { shareMessages as m } from '../share-messages';

interface Props {
  targets: readonly ShareTarget[];
  publicUrl: string;
  idPrefix: string;
  copy: (text: string) => Promise<void>;
}

type CopyState = { network: ShareNetwork; ok: boolean } | null;

export function ShareLinks({ targets, publicUrl, idPrefix, copy }: Props) {
  const intl = useIntl();
  const [copied, setCopied] = useState<CopyState>(null);
  const name = (network: ShareNetwork) => intl.formatMessage(m[network]);
  const onCopy = (network: ShareNetwork, text: string) => {
    copy(text).then(() => setCopied({ network, ok: true }), () => setCopied({ network, ok: false }));
  };
  return (
    <section className="report-share" aria-labelledby={`${idPrefix}-share`}>
      <h2 id={`${idPrefix}-share`} className="report-share__title">{intl.formatMessage(m.title)}</h2>
      <p className="report-share__intro">{intl.formatMessage(m.intro)}</p>
      <ul className="report-share__list">
        {targets.map((target) => (
          <li key={target.network}>
            {target.kind === 'link' ? (
              <a className="button button--secondary button--small" href={target.href} target="_blank" rel="noopener noreferrer">
                {name(target.network)}
                <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
              </a>
            ) : (
              <button type="button" className="button button--secondary button--small" aria-label={intl.formatMessage(m.copyFor, { network: name(target.network) })}
                onClick={() => onCopy(target.network, target.text)}>
                {name(target.network)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="report-share__status" role="status">
        {copied?.ok && intl.formatMessage(m.copied, { network: name(copied.network) })}
      </p>
      {copied && !copied.ok && <p className="report-share__error" role="alert">{intl.formatMessage(m.copyFailed, { url: publicUrl })}</p>}
    </section>
  );
}
