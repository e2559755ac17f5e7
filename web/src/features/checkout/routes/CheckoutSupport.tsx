// The support block every checkout screen ends with, linked to the support, cancellation, legal and help pages.
import { useIntl } from 'react-intl';
import { useLinks } from '../../../lib/use-links';
import { SupportBlock } from '../components/SupportBlock';
import { contentMessages as m } from '../offer-content-messages';

export function CheckoutSupport({ trademark = false }: { trademark?: boolean }) {
  const intl = useIntl();
  const links = useLinks();
  const t = intl.formatMessage;
  return (
    <SupportBlock
      title={t(m.supportTitle)}
      links={[
        { key: 'subscription', to: links.screen('cancelSubscription'), label: t(m.supportSubscription) },
        { key: 'billing', to: links.screen('support', { hash: 'support-billing' }), label: t(m.supportBilling) },
        { key: 'legal', to: links.screen('legal'), label: t(m.supportLegal) },
        { key: 'contact', to: links.screen('support', { hash: 'support-contact' }), label: t(m.supportContact) },
      ]}
      trademark={trademark ? t(m.trademark) : undefined}
    />
  );
}
