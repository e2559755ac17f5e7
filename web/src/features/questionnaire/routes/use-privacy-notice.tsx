// The privacy notice of the exam in the visitor's language, loaded from the API, with links to the full texts.
import { useQuery } from '@apollo/client/react';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import type { ExamRef } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import { EmailPrivacyNoticeDocument } from '../api';
import { PrivacyNotice } from '../components/PrivacyNotice';

const selectLocale = (s: AppState) => s.locale;

/** The notice, or null while it loads or when it cannot (the form works without it; the footer links the texts too). */
export function usePrivacyNotice(exam: ExamRef) {
  const locale = useAppState(selectLocale);
  const links = useLinks();
  const { data } = useQuery(EmailPrivacyNoticeDocument, { variables: { examId: exam.examId, locale } });
  const docs = data?.privacyAndAgreement;
  if (!docs) return null;
  return (
    <PrivacyNotice
      privacy={{ title: docs.privacy.title, href: links.screen('legal', { hash: 'privacy' }, exam) }}
      agreement={{ title: docs.agreement.title, href: links.screen('legal', { hash: 'agreement' }, exam) }}
    />
  );
}
