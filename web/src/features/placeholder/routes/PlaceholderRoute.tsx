// A later screen that is not built yet: a clear, translated 'coming soon' page with a way home.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { Screen } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import { areaOf } from '../areas';
import { placeholderMessages } from '../messages';

export function PlaceholderRoute({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const links = useLinks();
  const title = intl.formatMessage(placeholderMessages[areaOf(screen)]);
  useDocumentTitle(title);
  return (
    <div className="container page page--narrow placeholder">
      <svg className="placeholder__art" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="54" fill="var(--color-surface-alt)" />
        <rect x="32" y="38" width="56" height="44" rx="8" fill="none" stroke="var(--color-primary)" strokeWidth="4" />
        <path d="M44 54h32M44 66h20" stroke="var(--color-accent)" strokeWidth="4" strokeLinecap="round" />
        <circle cx="86" cy="36" r="12" fill="var(--color-accent)" />
        <path d="M86 30v7l4 3" stroke="var(--color-on-accent)" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      </svg>
      <p className="eyebrow">{intl.formatMessage(placeholderMessages.eyebrow)}</p>
      <h1>{title}</h1>
      <p className="lead">{intl.formatMessage(placeholderMessages.text)}</p>
      <div className="button-row">
        <Link className="button button--primary" to={links.home()}>{intl.formatMessage(placeholderMessages.home)}</Link>
        <Link className="button button--secondary" to={links.screen('help')}>{intl.formatMessage(placeholderMessages.help)}</Link>
      </div>
    </div>
  );
}
