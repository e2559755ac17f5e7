// Messages of the support page.
import { defineMessages } from 'react-intl';

export const supportMessages = defineMessages({
  title: { id: 'support.title', defaultMessage: 'Support', description: 'Heading of the support page' },
  intro: { id: 'support.intro', defaultMessage: 'Manage your subscription, understand a charge or find our policies.', description: 'Introduction of the support page' },
  subscriptionTitle: { id: 'support.subscription.title', defaultMessage: 'Subscription management', description: 'Support section heading' },
  subscriptionText: {
    id: 'support.subscription.text',
    defaultMessage: 'You can cancel at any time, in one step and without giving a reason. The next period is then not charged, and you keep access until the end of the period already paid.',
    description: 'Support section text about cancelling',
  },
  cancel: { id: 'support.subscription.cancel', defaultMessage: 'Cancel a subscription', description: 'Link to the cancellation screen' },
  billingTitle: { id: 'support.billing.title', defaultMessage: 'Billing and payments', description: 'Support section heading' },
  billingText: {
    id: 'support.billing.text',
    defaultMessage: 'We accept card and PayPal. Prices are shown before the test and again before you pay. The 3-day trial renews into the weekly plan unless you cancel, and we remind you by email before it does.',
    description: 'Support section text about billing',
  },
  retrieve: { id: 'support.billing.retrieve', defaultMessage: 'Retrieve a report by email', description: 'Link to the retrieve report screen' },
  legalTitle: { id: 'support.legal.title', defaultMessage: 'Legal and policies', description: 'Support section heading' },
  legalText: {
    id: 'support.legal.text',
    defaultMessage: 'How we handle your data and the terms that apply when you use Mindprint.',
    description: 'Support section text about legal documents',
  },
  contactTitle: { id: 'support.contact.title', defaultMessage: 'Support contact', description: 'Support section heading' },
  contactText: {
    id: 'support.contact.text',
    defaultMessage: 'Reach our support team through the help centre: it answers most questions straight away and shows how to contact us about the rest, such as refunds or data requests. Mention the email address you used at checkout so we can find your order quickly.',
    description: 'Support section text explaining how to reach support',
  },
  helpCentre: { id: 'support.contact.help', defaultMessage: 'Open the help centre', description: 'Link to the help centre' },
});
