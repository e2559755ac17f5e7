// Messages of the data request page: download or delete my data, for people without an account.
import { defineMessages } from 'react-intl';

export const privacyRequestMessages = defineMessages({
  title: { id: 'privacy.request.title', defaultMessage: 'Download or delete my data', description: 'Heading and tab title of the data request page' },
  intro: {
    id: 'privacy.request.intro',
    defaultMessage: 'Enter the email address you used with Mindprint and choose what you want. If we hold data for it, we email a link to that address: a copy of your data opens from it, or your data is deleted when you confirm there.',
    description: 'Introduction of the data request page',
  },
  signedIn: {
    id: 'privacy.request.signedIn',
    defaultMessage: 'Have an account? Your personal centre does both at once, under Personal info.',
    description: 'Line pointing signed-up members to their personal centre',
  },
  centreLink: { id: 'privacy.request.centreLink', defaultMessage: 'Open my personal centre', description: 'Link to the personal centre from the data request page' },
  action: { id: 'privacy.request.action', defaultMessage: 'What do you want?', description: 'Legend of the choice between export and deletion' },
  export: { id: 'privacy.request.export', defaultMessage: 'A copy of my data (a readable page and a JSON file)', description: 'Choice: download my data' },
  delete: { id: 'privacy.request.delete', defaultMessage: 'Delete my data', description: 'Choice: erase my data' },
  deleteNote: {
    id: 'privacy.request.deleteNote',
    defaultMessage: 'Deleting cancels running plans first. Invoices and payments the law requires us to keep remain, without your address. It cannot be undone.',
    description: 'What deleting does, shown when deletion is chosen',
  },
  email: { id: 'privacy.request.email', defaultMessage: 'Your email address', description: 'Label of the email field of the data request page' },
  send: { id: 'privacy.request.send', defaultMessage: 'Email me the link', description: 'Button that asks for the link' },
  sending: { id: 'privacy.request.sending', defaultMessage: 'Sending…', description: 'Button text while the request is sent' },
  sent: {
    id: 'privacy.request.sent',
    defaultMessage: 'If we hold data for this address, we have emailed it a link. It works once, for one hour.',
    description: 'The one answer, whether or not the address is known (no enumeration)',
  },
  invalidEmail: { id: 'privacy.request.invalidEmail', defaultMessage: 'Please enter a valid email address.', description: 'Error on the email field' },
  limited: { id: 'privacy.request.limited', defaultMessage: 'Too many requests. Please wait a while and try again.', description: 'Error: rate limited' },
  failed: { id: 'privacy.request.failed', defaultMessage: 'Your request could not be sent. Please try again.', description: 'Network or server failure' },
  policy: { id: 'privacy.request.policy', defaultMessage: 'Read the privacy policy', description: 'Link to the privacy policy' },
  other: {
    id: 'privacy.request.other',
    defaultMessage: 'To correct your data or for any other request, write to us with the contact form.',
    description: 'Line pointing to the support form for other privacy requests',
  },
  otherLink: { id: 'privacy.request.otherLink', defaultMessage: 'Write to support', description: 'Link to the contact form on the support page' },
});
