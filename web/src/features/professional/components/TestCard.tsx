// One professional test: name, summary, an Explore disclosure with the details, and a Start link.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { professionalMessages as m } from '../messages';

export interface TestCardProps {
  name: string;
  text: string;
  details: string;
  tag?: string;
  minutes?: number;
  startTo: string | null;
  icon: string;
}

export function TestCard({ name, text, details, tag, minutes, startTo, icon }: TestCardProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="test-card">
      <svg className="test-card__icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="test-card__title">{name}</h2>
      <p>{text}</p>
      <p className="test-card__meta">
        {tag ? <span className="tag">{tag}</span> : null}
        {minutes ? <span>{intl.formatMessage(m.minutes, { minutes })}</span> : null}
      </p>
      <div id={panelId} hidden={!open} className="test-card__details">
        <p>{details}</p>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? undefined : intl.formatMessage(m.exploreNamed, { name })}
          onClick={() => setOpen((o) => !o)}
        >
          {intl.formatMessage(open ? m.hide : m.explore)}
        </button>
        {startTo ? (
          <Link className="button button--primary" to={startTo} aria-label={intl.formatMessage(m.startNamed, { name })}>
            {intl.formatMessage(m.start)}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
