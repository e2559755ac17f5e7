// The header container: navigation targets for the current exam and theme (login/register, or the personal centre once
// signed in), and the real 30-day test count.
import { useIntl } from 'react-intl';
import { navMessages, bannerMessages } from '../components/messages';
import { SiteHeader, type NavItem } from '../components/SiteHeader';
import { themeAsset } from '../lib/theme-assets';
import { useExam, useLinks, useTheme } from '../lib/use-links';
import { useVisitorCountry } from '../lib/use-visitor-country';
import { useGraphQL } from '../lib/use-graphql';
import { useViewer } from '../lib/viewer';
import { NavStatsDocument } from './api';

function ActivityCount() {
  const exam = useExam();
  const country = useVisitorCountry();
  const intl = useIntl();
  const { data } = useGraphQL(NavStatsDocument, { examId: exam.examId, country });
  // Nothing is shown while loading or after a failure: the banner is secondary, the count must be the real one.
  if (!data) return null;
  return <>{intl.formatMessage(bannerMessages.count, { count: data.landingStats.completedLast30Days })}</>;
}

export function Header() {
  const intl = useIntl();
  const links = useLinks();
  const theme = useTheme();
  const t = intl.formatMessage;
  // Until the API answers, the login link shows: it forwards a signed-in member to the personal centre anyway.
  const viewer = useViewer();
  const items: NavItem[] = [
    { key: 'home', to: links.home(), label: t(navMessages.home) },
    { key: 'types', to: links.screen('types'), label: t(navMessages.types) },
    { key: 'professional', to: links.screen('professional'), label: t(navMessages.professional) },
    { key: 'retrieve', to: links.screen('reportRetrieve'), label: t(navMessages.retrieve) },
    viewer
      ? { key: 'account', to: links.screen('userInfo'), label: t(navMessages.account) }
      : { key: 'login', to: links.screen('userLogin'), label: t(navMessages.login) },
    { key: 'store', to: links.screen('store'), label: t(navMessages.store) },
  ];
  return (
    <SiteHeader
      logoSrc={themeAsset(theme, 'logo.svg')}
      logoAlt={t(navMessages.logoAlt)}
      homeTo={links.home()}
      items={items}
      navLabel={t(navMessages.label)}
      banner={<ActivityCount />}
      bannerLabel={t(bannerMessages.label)}
      cta={{ to: links.screen('answerQuestion'), label: t(navMessages.takeTest) }}
      menuLabels={{ open: t(navMessages.openMenu), close: t(navMessages.closeMenu) }}
    />
  );
}
