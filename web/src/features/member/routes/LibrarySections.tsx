// The held packs and/or chapters of the member library, each with its page and PDF; used by resource downloads (both)
// and the advanced centre (chapters).
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { MemberLibraryDocument } from '../api';
import { LibraryList, type LibraryItem } from '../components/LibraryList';
import { PdfButton } from '../components/PdfButton';
import { readingMessages as m } from '../reading-messages';
import { readingPdfUrl, usePdfLabels } from './use-pdf-labels';

const selectLocale = (s: AppState) => s.locale;

export function LibrarySections({ kinds }: { kinds: ReadonlyArray<'PACK' | 'CHAPTER'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const pdfLabels = usePdfLabels();
  const { data, error, refetch } = useQuery(MemberLibraryDocument, { variables: { locale }, fetchPolicy: 'cache-and-network' });
  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;

  const library = data.memberLibrary;
  const itemsOf = (kind: 'PACK' | 'CHAPTER'): LibraryItem[] => library.entries
    .filter((entry) => entry.kind === kind && entry.held)
    .map((entry) => ({
      key: entry.id,
      title: entry.title,
      subtitle: entry.summary || entry.subtitle,
      meta: entry.readingMinutes ? t(m.minutes, { minutes: entry.readingMinutes }) : null,
      readTo: links.screen('memberReading', { query: { kind: kind.toLowerCase(), id: entry.id } }),
      readLabel: t(m.read, { title: entry.title }),
      download: <PdfButton url={readingPdfUrl(kind, entry.id, locale)} labels={pdfLabels(entry.title)} />,
    }));
  const lists = kinds.map((kind) => ({ kind, items: itemsOf(kind) })).filter((list) => list.items.length > 0);
  return (
    <>
      <p className="mem-note">{library.readerType ? t(m.tailoredTo, { type: library.readerType }) : t(m.noType)}</p>
      {library.locale !== locale && <p className="mem-note">{t(m.otherLanguage)}</p>}
      {lists.length === 0 && <p>{t(m.nothingHeld)}</p>}
      {lists.map((list) => (
        <LibraryList key={list.kind} heading={t(list.kind === 'PACK' ? m.packsHeading : m.chaptersHeading)} items={list.items} />
      ))}
    </>
  );
}
