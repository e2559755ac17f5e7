// Messages of the retrieve-report screen (SPEC sections 2 and 8).
import { defineMessage, defineMessages } from 'react-intl';

export const retrieveMessages = defineMessages({
  tabTitle: { id: 'retrieve.tabTitle', defaultMessage: 'Retrieve your report', description: 'Browser tab title of the retrieve-report screen' },
  title: { id: 'retrieve.title', defaultMessage: 'Retrieve your report', description: 'Heading of the retrieve-report screen' },
  text: {
    id: 'retrieve.text',
    defaultMessage: 'Enter the email address you used for the test or the purchase. We will send you the links to every report of that address.',
    description: 'Introduction of the retrieve-report screen',
  },
  label: { id: 'retrieve.label', defaultMessage: 'Email address', description: 'Label of the email field of the retrieve-report screen' },
  send: { id: 'retrieve.send', defaultMessage: 'Send my report', description: 'Button that asks for the report links by email' },
  sending: { id: 'retrieve.sending', defaultMessage: 'Sending…', description: 'Status while the request is being sent' },
  empty: { id: 'retrieve.empty', defaultMessage: 'Please enter your email address.', description: 'Error when the email field is empty (SPEC wording)' },
  invalid: { id: 'retrieve.invalid', defaultMessage: 'Please enter a valid email address.', description: 'Error when the email address is malformed' },
  sent: { id: 'retrieve.sent', defaultMessage: 'Report sent.', description: 'Result: a mail with the report links is on its way (SPEC wording)' },
  sentHint: {
    id: 'retrieve.sentHint',
    defaultMessage: 'Check your inbox, and your spam folder, in a few minutes.',
    description: 'Shown under the success message of the retrieve-report screen',
  },
  failed: { id: 'retrieve.failed', defaultMessage: 'The report could not be sent. Please try again.', description: 'Result: the mail could not be queued (SPEC wording)' },
  noReport: {
    id: 'retrieve.noReport',
    defaultMessage: 'No report can be retrieved for this email address.',
    description: 'Result: the address has no report (SPEC wording)',
  },
  support: { id: 'retrieve.support', defaultMessage: 'Need help? Visit the support page', description: 'Link to the support page' },
});

export const retrieveCountMessages = {
  rateLimited: defineMessage<{ minutes: number }>({
    id: 'retrieve.rateLimited',
    defaultMessage: '{minutes, plural, one {Too many requests for now. Please try again in # minute.} other {Too many requests for now. Please try again in # minutes.}}',
    description: 'Error when too many retrieve requests were made; minutes until the next one is accepted',
  }),
};
