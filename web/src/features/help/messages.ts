// Messages of the help centre.
import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help centre', description: 'Heading of the help list page' },
  intro: { id: 'help.intro', defaultMessage: 'Answers to the questions we hear most often.', description: 'Introduction of the help list page' },
  empty: { id: 'help.empty', defaultMessage: 'No help articles are available in this language yet.', description: 'Shown when the help list is empty' },
  back: { id: 'help.back', defaultMessage: 'All help articles', description: 'Link from a help article back to the list' },
  notFound: { id: 'help.notFound', defaultMessage: 'This help article does not exist or has been removed.', description: 'Shown when a help article id is unknown' },
  supportTitle: { id: 'help.support.title', defaultMessage: 'Still need help?', description: 'Heading of the box that points to the support page' },
  supportLink: { id: 'help.support.link', defaultMessage: 'Write to us', description: 'Link to the contact form of the support page' },
  refundLink: { id: 'help.support.refund', defaultMessage: 'Ask for a refund', description: 'Link to the refund request form of the support page' },
  dataLink: { id: 'help.support.data', defaultMessage: 'Download or delete my data', description: 'Link to the data request page' },
  breadcrumb: { id: 'help.breadcrumb', defaultMessage: 'Breadcrumb', description: 'Accessible name of the breadcrumb navigation' },
});
