// The support page: subscription management, billing and payments, legal and policies, and how to reach support.
import { useIntl } from 'react-intl';
import { footerMessages } from '../../../components/messages';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import { SupportSection } from '../components/SupportSection';
import { supportMessages as m } from '../messages';
import { ContactSection } from './ContactSection';
import '../support.css';

const ICONS = {
  subscription: 'M4 7h16v12H4zM4 11h16M8 3v4M16 3v4',
  billing: 'M3 6h18v12H3zM3 10h18M7 15h4',
  legal: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z',
  contact: 'M4 5h16v11H8l-4 4V5zM8 9h8M8 12h5',
};

export function SupportRoute() {
  const intl = useIntl();
  const links = useLinks();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.title));
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{t(m.title)}</h1>
        <p className="lead">{t(m.intro)}</p>
      </header>
      <div className="support-grid">
        <SupportSection id="support-subscription" icon={ICONS.subscription} title={t(m.subscriptionTitle)} text={t(m.subscriptionText)}
          links={[{ to: links.screen('cancelSubscription'), label: t(m.cancel) }]} />
        <SupportSection id="support-billing" icon={ICONS.billing} title={t(m.billingTitle)} text={t(m.billingText)}
          links={[{ to: links.screen('reportRetrieve'), label: t(m.retrieve) }]} />
        <SupportSection id="support-legal" icon={ICONS.legal} title={t(m.legalTitle)} text={t(m.legalText)}
          links={[
            { to: links.screen('legal', { hash: 'privacy' }), label: t(footerMessages.privacy) },
            { to: links.screen('legal', { hash: 'agreement' }), label: t(footerMessages.agreement) },
          ]} />
        <SupportSection id="support-contact" icon={ICONS.contact} title={t(m.contactTitle)} text={t(m.contactText)}
          links={[{ to: links.screen('help'), label: t(m.helpCentre) }]} />
      </div>
      <ContactSection />
    </div>
  );
}
