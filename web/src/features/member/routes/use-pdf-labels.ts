// The translated labels of a pack's or chapter's PDF button.
import { useIntl } from 'react-intl';
import type { PdfButtonLabels } from '../components/PdfButton';
import { readingMessages as m } from '../reading-messages';

export function usePdfLabels(): (title: string) => PdfButtonLabels {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (title) => ({
    action: t(m.download),
    retry: t(m.downloadRetry),
    title,
    downloading: t(m.downloading),
    progress: (percent) => t(m.progress, { percent }),
    saved: (fileName) => t(m.saved, { fileName }),
    failed: t(m.downloadFailed),
  });
}

/** The API path of a reading's PDF in the reader's language. */
export function readingPdfUrl(kind: 'PACK' | 'CHAPTER', id: string, locale: string): string {
  return `/api/member/resources/${kind === 'PACK' ? 'pack' : 'chapter'}/${encodeURIComponent(id)}/pdf?locale=${encodeURIComponent(locale)}`;
}
