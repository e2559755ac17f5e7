// Settings (/user/setting/{code}-{examId}, members only): the interface language (also the language of our emails),
// the way to change or set the password, and logging out of this device or of every device.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import type { Locale } from '../../../lib/locale';
import { useLinks } from '../../../lib/use-links';
import { useSwitchLocale } from '../../../lib/use-switch-locale';
import { AccountSignOutDocument, type AccountFieldsFragment } from '../api';
import { AccountUpdateProfileDocument } from '../password-api';
import { settingsMessages as m } from '../settings-messages';
import { MemberPage } from './MemberPage';
import { useRecordSignOut } from './use-account';
import '../account.css';

const selectLocale = (s: AppState) => s.locale;
/** Saving the language on the account must not hold the reload up for long. */
const SAVE_LOCALE_WAIT_MS = 3000;

export function SettingRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  return <MemberPage>{(account) => <Settings account={account} />}</MemberPage>;
}

function Settings({ account }: { account: AccountFieldsFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const navigate = useNavigate();
  const locale = useAppState(selectLocale);
  const switchLocale = useSwitchLocale();
  const recordSignOut = useRecordSignOut();
  const [leaving, setLeaving] = useState<'idle' | 'busy' | 'failed'>('idle');

  const changeLanguage = (next: Locale) => {
    // Best effort: the account's language (for emails) follows, then the page reloads in the new one either way.
    const save = client.mutate({ mutation: AccountUpdateProfileDocument, variables: { input: { locale: next } } }).catch(() => undefined);
    const wait = new Promise((resolve) => setTimeout(resolve, SAVE_LOCALE_WAIT_MS));
    void Promise.race([save, wait]).then(() => switchLocale(next));
  };

  const signOut = async (everywhere: boolean) => {
    if (leaving === 'busy') return;
    setLeaving('busy');
    try {
      await client.mutate({ mutation: AccountSignOutDocument, variables: { everywhere } });
    } catch {
      return setLeaving('failed');
    }
    // Leave the members-only page first, so forgetting the account does not send this page to the login.
    navigate(links.home());
    await recordSignOut();
  };

  return (
    <div className="container page page--narrow acc-page">
      <h1>{t(m.title)}</h1>
      <section className="acc-block" aria-labelledby="settings-language">
        <h2 id="settings-language">{t(m.languageTitle)}</h2>
        <p>{t(m.languageText)}</p>
        <LanguageSwitcher value={locale} label={t(m.languageLabel)} onChange={changeLanguage} />
      </section>
      <section className="acc-block" aria-labelledby="settings-password">
        <h2 id="settings-password">{t(m.passwordTitle)}</h2>
        <Link className="button button--secondary" to={links.screen('userEditPassword')}>
          {t(account.hasPassword ? m.changePassword : m.setPassword)}
        </Link>
      </section>
      <section className="acc-block" aria-labelledby="settings-sign-out">
        <h2 id="settings-sign-out">{t(m.signOutTitle)}</h2>
        <p>{t(m.signOutText)}</p>
        <div className="acc-actions">
          <button type="button" className="button button--primary" aria-disabled={leaving === 'busy' || undefined} onClick={() => void signOut(false)}>
            {t(m.signOut)}
          </button>
          <button type="button" className="button button--secondary" aria-disabled={leaving === 'busy' || undefined} onClick={() => void signOut(true)}>
            {t(m.signOutEverywhere)}
          </button>
        </div>
        <p className="acc-status" role="status">{leaving === 'busy' ? t(m.signingOut) : ''}</p>
        {leaving === 'failed' && <LoadError onRetry={() => setLeaving('idle')} compact />}
      </section>
      <p className="acc-links"><Link to={links.screen('userInfo')}>{t(m.back)}</Link></p>
    </div>
  );
}
