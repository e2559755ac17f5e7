// Messages of the legal page.
import { defineMessage, defineMessages } from 'react-intl';

export const legalMessages = {
  ...defineMessages({
    title: { id: 'legal.title', defaultMessage: 'Privacy and user agreement', description: 'Heading of the legal page' },
    contents: { id: 'legal.contents', defaultMessage: 'On this page', description: 'Accessible name of the legal page table of contents' },
    myData: { id: 'legal.myData', defaultMessage: 'Download or delete my data', description: 'Link under the privacy policy to the data request page' },
  }),
  updated: defineMessage<{ date: string; version: string }>({ id: 'legal.updated', defaultMessage: 'Last updated {date} · version {version}', description: 'Date and version of a legal document' }),
};
