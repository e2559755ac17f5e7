// One pack or chapter (/member/reading/{code}-{examId}?kind=pack&id=...): tailored to the member's type, with its PDF.
// The server decides whether the member holds it; a refusal shows the way to the store.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { MemberReadingDocument } from '../api';
import { LockedArea } from '../components/LockedArea';
import { PdfButton } from '../components/PdfButton';
import { ReadingBody } from '../components/ReadingBody';
import { frameMessages } from '../messages';
import { readingMessages as m } from '../reading-messages';
import { MemberFrame } from './MemberFrame';
import { readingPdfUrl, usePdfLabels } from './use-pdf-labels';
import { readingFromSearch } from '../logic';

const selectLocale = (s: AppState) => s.locale;

export function ReadingRoute() {
  const intl = useIntl();
  const { search } = useLocation();
  const target = readingFromSearch(search);
  return (
    <MemberFrame area="memberDownloads" intro={intl.formatMessage(m.downloadsIntro)}>
      {() => (target ? <Reading kind={target.kind} id={target.id} /> : <p role="alert">{intl.formatMessage(m.notFound)}</p>)}
    </MemberFrame>
  );
}

function Reading({ kind, id }: { kind: 'PACK' | 'CHAPTER'; id: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const pdfLabels = usePdfLabels();
  const { data, error, refetch } = useQuery(MemberReadingDocument, { variables: { kind, id, locale } });
  useDocumentTitle(data?.reading.title);
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  const back = <Link className="mem-back" to={links.screen('memberDownloads')}>{t(m.back)}</Link>;
  if (code === 'RESOURCE_NOT_HELD') {
    return <LockedArea title={t(frameMessages.lockedTitle)} text={t(frameMessages.lockedText)} action={t(frameMessages.lockedAction)} to={links.screen('store')} />;
  }
  if (code === 'RESOURCE_NOT_FOUND') return <>{back}<p role="alert">{t(m.notFound)}</p></>;
  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;

  const reading = data.reading;
  return (
    <article className="mem-article" aria-labelledby="mem-reading-title">
      {back}
      <header className="mem-article__header" lang={reading.lang}>
        <p className="mem-meta">{reading.kicker}</p>
        <h2 id="mem-reading-title" className="mem-article__title">{reading.title}</h2>
        <p className="lead">{reading.subtitle}</p>
        {reading.readingMinutes && <p className="mem-meta">{t(m.minutes, { minutes: reading.readingMinutes })}</p>}
        <p className="mem-note">{reading.tailoring}</p>
      </header>
      {reading.locale !== locale && <p className="mem-note">{t(m.otherLanguage)}</p>}
      <PdfButton url={readingPdfUrl(kind, id, locale)} labels={pdfLabels(reading.title)} />
      <ReadingBody reading={reading} labels={{
        contents: t(m.contents),
        exercise: (title) => t(m.exercise, { title }),
        reflect: t(m.reflect),
        tip: t(m.tip),
        caution: t(m.caution),
      }} />
    </article>
  );
}
