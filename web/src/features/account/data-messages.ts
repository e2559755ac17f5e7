// Messages of the personal centre's "Your data" block (export and erasure).
import { defineMessages } from 'react-intl';

export const dataMessages = defineMessages({
  title: { id: 'account.data.title', defaultMessage: 'Your data', description: 'Heading of the data block in the personal centre' },
  text: {
    id: 'account.data.text',
    defaultMessage: 'See or download everything we hold about you, or delete it. Deleting cancels running plans first; orders and payments the law requires us to keep remain, without your address.',
    description: 'Text of the data block',
  },
  view: { id: 'account.data.view', defaultMessage: 'View all my data', description: 'Link to the readable export of the member’s data' },
  json: { id: 'account.data.json', defaultMessage: 'Download as JSON', description: 'Link that downloads the export as a JSON file' },
  delete: { id: 'account.data.delete', defaultMessage: 'Delete my account and data', description: 'Button that starts the erasure' },
  confirm: { id: 'account.data.confirm', defaultMessage: 'This cannot be undone. Delete everything now?', description: 'Question shown before the erasure' },
  confirmYes: { id: 'account.data.confirmYes', defaultMessage: 'Yes, delete everything', description: 'Button that confirms the erasure' },
  cancel: { id: 'account.data.cancel', defaultMessage: 'Keep my account', description: 'Button that goes back without deleting' },
  failed: { id: 'account.data.failed', defaultMessage: 'Deleting failed. Please try again.', description: 'Erasure could not be done' },
});
