// Messages of the unsubscribe screens: the email form, its errors and the success page.
import { defineMessages } from 'react-intl';

export const cancelMessages = defineMessages({
  tabTitle: { id: 'subscription.cancel.tabTitle', defaultMessage: 'Cancel subscription', description: 'Browser tab title of the unsubscribe page' },
  title: { id: 'subscription.cancel.title', defaultMessage: 'Cancel your subscription', description: 'Heading of the unsubscribe page' },
  text: {
    id: 'subscription.cancel.text',
    defaultMessage: 'Enter the email address you paid with and send. We email that address a link that cancels its subscription in one step, so only the owner of the mailbox can cancel. The next period is then not charged, and you keep access until the end of the period already paid.',
    description: 'Explanation of the unsubscribe page (the form mails a one-time cancel link)',
  },
  label: { id: 'subscription.cancel.email', defaultMessage: 'Email address', description: 'Label of the email field of the unsubscribe page' },
  send: { id: 'subscription.cancel.send', defaultMessage: 'Send', description: 'Button that mails a cancel link to the email address' },
  cancelling: { id: 'subscription.cancel.sending', defaultMessage: 'Cancelling…', description: 'Status while the cancellation of a mail link is sent' },
  sending: { id: 'subscription.cancel.sendingLink', defaultMessage: 'Sending…', description: 'Status while the cancel link request is sent' },
  sent: {
    id: 'subscription.cancel.sent',
    defaultMessage: 'If this address has a running subscription, we have just emailed it a link to cancel it. The link works once, for one hour.',
    description: 'Answer of the unsubscribe form, the same whether or not the address has a subscription',
  },
  tooMany: {
    id: 'subscription.cancel.tooMany',
    defaultMessage: 'Too many requests for this address. Please wait an hour and try again.',
    description: 'Error when cancel links were asked for too often',
  },
  empty: { id: 'subscription.cancel.empty', defaultMessage: 'Please enter your email address.', description: 'Error when the email field is empty' },
  invalid: { id: 'subscription.cancel.invalid', defaultMessage: 'Please enter a valid email address.', description: 'Error when the email address is malformed' },
  done: { id: 'subscription.cancel.done', defaultMessage: 'Cancellation successful', description: 'Success message and heading of the cancel success page (SPEC wording)' },
  doneText: {
    id: 'subscription.cancel.doneText',
    defaultMessage: 'Nothing more will be charged. You keep access until the end of the period already paid, and we email you a confirmation.',
    description: 'Text of the cancel success page',
  },
  home: { id: 'subscription.cancel.home', defaultMessage: 'Return to home', description: 'Button from the cancel success page to the home page' },
  linkTitle: { id: 'subscription.cancel.link.title', defaultMessage: 'Cancel your subscription in one step', description: 'Heading when the page was opened from the cancel link of a mail' },
  linkText: {
    id: 'subscription.cancel.link.text',
    defaultMessage: 'Press the button to cancel the subscription this link belongs to. The next period is not charged, and you keep access until the end of the period already paid.',
    description: 'Explanation when the page was opened from the cancel link of a mail',
  },
  linkButton: { id: 'subscription.cancel.link.button', defaultMessage: 'Cancel my subscription', description: 'Button that cancels the subscription of the mail link' },
  linkInvalid: {
    id: 'subscription.cancel.link.invalid',
    defaultMessage: 'This cancel link is not valid any more. Enter your email address below instead.',
    description: 'Error when the cancel link of a mail is unknown or already used',
  },
  support: { id: 'subscription.cancel.support', defaultMessage: 'Need help? Visit the support page.', description: 'Link to the support page from the unsubscribe page' },
});
