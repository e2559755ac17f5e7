// The personal centre (/user/info/{code}-{examId}, members only): a greeting, the success the previous screen left,
// the membership panel (the member areas, or what membership gives), and four sections with their own addresses
// (?tab=): my reports, free tests, subscriptions and payments, personal info.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import type { AccountFieldsFragment } from '../api';
import { billingMessages } from '../billing-messages';
import { centreMessages as m } from '../centre-messages';
import { CentreNav } from '../components/CentreNav';
import { noticeMessages } from '../messages';
import { BillingSection } from './BillingSection';
import { FreeTestsSection } from './FreeTestsSection';
import { MemberPage } from './MemberPage';
import { MembershipSection } from './MembershipSection';
import { useArrivalNotice } from './notices';
import { ProfileSection } from './ProfileSection';
import { DataSection } from './DataSection';
import { ReportsSection } from './ReportsSection';
import '../account.css';

const SECTIONS = ['reports', 'tests', 'billing', 'info'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_TITLE = { reports: m.reports, tests: m.tests, billing: billingMessages.section, info: m.info } as const;

export function sectionFromSearch(search: string): Section {
  const tab = new URLSearchParams(search).get('tab');
  return (SECTIONS as readonly string[]).includes(tab ?? '') ? (tab as Section) : 'reports';
}

export function CentreRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  return <MemberPage>{(account) => <Centre account={account} />}</MemberPage>;
}

function Centre({ account }: { account: AccountFieldsFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const { search } = useLocation();
  const section = sectionFromSearch(search);
  const notice = useArrivalNotice();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(section);
  // Choosing a section moves focus to its heading (not on arrival: the page's own focus handling applies then).
  useEffect(() => {
    if (shown.current === section) return;
    shown.current = section;
    heading.current?.focus();
  }, [section]);

  const name = account.nickName || account.name;
  return (
    <div className="container page acc-page acc-centre">
      <header className="acc-centre__header">
        <h1>{name ? t(m.title, { name }) : t(m.titleNoName)}</h1>
        <p className="acc-centre__email">{account.email}</p>
        <p className="acc-notice" role="status">{notice ? t(noticeMessages[notice]) : ''}</p>
        <Link className="button button--secondary button--small acc-centre__settings" to={links.screen('userSetting')}>{t(m.settings)}</Link>
      </header>
      <MembershipSection />
      <CentreNav label={t(m.sections)} current={section}
        items={SECTIONS.map((id) => ({ id, label: t(SECTION_TITLE[id]), to: links.screen('userInfo', id === 'reports' ? {} : { query: { tab: id } }) }))} />
      <section className="acc-section" aria-labelledby="centre-section-title">
        <h2 id="centre-section-title" ref={heading} tabIndex={-1}>{t(SECTION_TITLE[section])}</h2>
        {section === 'reports' && <ReportsSection />}
        {section === 'tests' && <FreeTestsSection />}
        {section === 'billing' && <BillingSection />}
        {section === 'info' && <ProfileSection account={account} />}
        {section === 'info' && <DataSection />}
      </section>
    </div>
  );
}
