// The footer container: links for the current exam, the theme's footer logo and the language switch (cookie + reload).
import { useIntl } from 'react-intl';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { consentMessages, footerMessages, navMessages } from '../components/messages';
import { consentStore } from '../lib/consent-store';
import { SiteFooter } from '../components/SiteFooter';
import type { NavItem } from '../components/SiteHeader';
import type { AppState } from '../lib/app-state';
import { useAppState } from '../lib/app-state-context';
import { themeAsset } from '../lib/theme-assets';
import { useLinks, useTheme } from '../lib/use-links';
import { useSwitchLocale } from '../lib/use-switch-locale';

const selectLocale = (s: AppState) => s.locale;

export function Footer() {
  const intl = useIntl();
  const links = useLinks();
  const theme = useTheme();
  const locale = useAppState(selectLocale);
  const items: NavItem[] = [
    { key: 'help', to: links.screen('help'), label: intl.formatMessage(footerMessages.help) },
    { key: 'support', to: links.screen('support'), label: intl.formatMessage(footerMessages.support) },
    { key: 'privacy', to: links.screen('legal', { hash: 'privacy' }), label: intl.formatMessage(footerMessages.privacy) },
    { key: 'myData', to: links.screen('privacyRequest'), label: intl.formatMessage(footerMessages.myData) },
    { key: 'agreement', to: links.screen('legal', { hash: 'agreement' }), label: intl.formatMessage(footerMessages.agreement) },
    { key: 'types', to: links.screen('types'), label: intl.formatMessage(navMessages.types) },
    { key: 'professional', to: links.screen('professional'), label: intl.formatMessage(navMessages.professional) },
  ];
  const switchTo = useSwitchLocale();

  return (
    <SiteFooter
      logoSrc={themeAsset(theme, 'logo-footer.svg')}
      logoAlt={intl.formatMessage(footerMessages.logoAlt)}
      tagline={intl.formatMessage(footerMessages.tagline)}
      navLabel={intl.formatMessage(footerMessages.label)}
      items={items}
      action={{ label: intl.formatMessage(consentMessages.footerLink), onClick: consentStore.openSettings }}
      languageSwitcher={<LanguageSwitcher value={locale} label={intl.formatMessage(footerMessages.language)} onChange={switchTo} />}
      legal={[
        intl.formatMessage(footerMessages.trademark),
        intl.formatMessage(footerMessages.copyright, { year: new Date().getFullYear() }),
      ]}
    />
  );
}
