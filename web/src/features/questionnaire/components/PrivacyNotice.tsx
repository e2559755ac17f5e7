// The short privacy notice under the email form, naming the two documents (titles from the API) with links to
// their full texts, which open in a new tab so the form keeps what was typed.
import { useIntl } from 'react-intl';
import { emailMessages as m, noticeMessages } from '../email-messages';

interface Doc {
  title: string;
  href: string;
}

export function PrivacyNotice({ privacy, agreement }: { privacy: Doc; agreement: Doc }) {
  const intl = useIntl();
  const newTab = intl.formatMessage(m.newTab);
  const link = (doc: Doc) => (
    <a href={doc.href} target="_blank" rel="noopener noreferrer">
      {doc.title}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
  return (
    <aside className="q-privacy" aria-label={intl.formatMessage(m.noticeLabel)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p>{intl.formatMessage(noticeMessages.notice, { privacy: link(privacy), agreement: link(agreement) })}</p>
    </aside>
  );
}
