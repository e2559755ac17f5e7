// One legal document with its anchor (#privacy, #agreement), update date and version.
import { useIntl } from 'react-intl';
import { Paragraphs } from '../../../components/Paragraphs';
import type { LegalDocumentsQuery } from '../api';
import { legalMessages } from '../messages';

type Protocol = LegalDocumentsQuery['privacyAndAgreement']['privacy'];

export function LegalDocument({ anchor, doc }: { anchor: string; doc: Protocol }) {
  const intl = useIntl();
  return (
    <article className="legal-doc prose" id={anchor} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{doc.title}</h2>
      <p className="legal-doc__meta">
        {intl.formatMessage(legalMessages.updated, { date: intl.formatDate(doc.updatedAt, { dateStyle: 'long' }), version: doc.version })}
      </p>
      <Paragraphs text={doc.body} headingLevel={3} />
    </article>
  );
}
