// Messages of the PDF download button and its progress and failure states.
import { defineMessage, defineMessages } from 'react-intl';

export const downloadMessages = {
  ...defineMessages({
    button: { id: 'report.download.button', defaultMessage: 'Download PDF', description: 'Button that downloads the report as a PDF file' },
    retry: { id: 'report.download.retry', defaultMessage: 'Retry the download', description: 'Button that tries the PDF download again after it failed' },
    preparing: { id: 'report.download.preparing', defaultMessage: 'Preparing your PDF…', description: 'Status while the PDF is being created and its size is not known yet' },
    failed: {
      id: 'report.download.failed',
      defaultMessage: 'The download failed. Check your connection and try again.',
      description: 'Alert when the PDF could not be downloaded',
    },
  }),
  progress: defineMessage<{ percent: number }>({
    id: 'report.download.progress', defaultMessage: 'Downloading your PDF… {percent}%', description: 'Status with the share of the PDF downloaded so far',
  }),
  done: defineMessage<{ fileName: string }>({
    id: 'report.download.done', defaultMessage: 'Your PDF is saved as {fileName}.', description: 'Status after the PDF was saved; fileName is e.g. MP2611228322355618.pdf',
  }),
};
