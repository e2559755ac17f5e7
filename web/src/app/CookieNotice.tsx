// The cookie notice: shown until the visitor presses OK, which is remembered in local storage for 365 days.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cookieMessages } from '../components/messages';
import { Notice } from '../components/Notice';
import { localStore } from '../lib/storage';
import { useLinks } from '../lib/use-links';

export const COOKIE_NOTICE_KEY = 'cookie-notice-ok';

export function CookieNotice() {
  const intl = useIntl();
  const links = useLinks();
  const [done, setDone] = useState(() => localStore.get<boolean>(COOKIE_NOTICE_KEY) === true);
  if (done) return null;
  const accept = () => {
    localStore.set(COOKIE_NOTICE_KEY, true);
    setDone(true);
  };
  return (
    <Notice
      label={intl.formatMessage(cookieMessages.label)}
      actions={
        <button type="button" className="button button--primary button--small" onClick={accept}>
          {intl.formatMessage(cookieMessages.ok)}
        </button>
      }
    >
      <p>
        {intl.formatMessage(cookieMessages.text)}{' '}
        <Link to={links.screen('legal', { hash: 'privacy' })}>{intl.formatMessage(cookieMessages.more)}</Link>
      </p>
    </Notice>
  );
}
