// The legal page: the privacy policy and the user agreement of the exam in the visitor's language.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useGraphQL } from '../../../lib/use-graphql';
import { useExam, useLinks } from '../../../lib/use-links';
import { LegalDocumentsDocument } from '../api';
import { LegalDocument } from '../components/LegalDocument';
import { legalMessages as m } from '../messages';

const selectLocale = (s: AppState) => s.locale;

export function LegalRoute() {
  const intl = useIntl();
  const exam = useExam();
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const { data, error, retry } = useGraphQL(LegalDocumentsDocument, { examId: exam.examId, locale });
  useDocumentTitle(intl.formatMessage(m.title));
  const docs = data?.privacyAndAgreement;

  return (
    <div className="container container--narrow page">
      <header className="page__header">
        <h1>{intl.formatMessage(m.title)}</h1>
      </header>
      {error ? <LoadError onRetry={retry} /> : !docs ? <Loading /> : (
        <>
          <nav aria-label={intl.formatMessage(m.contents)} className="toc">
            <ul>
              <li><a href="#privacy">{docs.privacy.title}</a></li>
              <li><a href="#agreement">{docs.agreement.title}</a></li>
            </ul>
          </nav>
          <LegalDocument anchor="privacy" doc={docs.privacy} />
          <p><Link className="button button--secondary" to={links.screen('privacyRequest')}>{intl.formatMessage(m.myData)}</Link></p>
          <LegalDocument anchor="agreement" doc={docs.agreement} />
        </>
      )}
    </div>
  );
}
