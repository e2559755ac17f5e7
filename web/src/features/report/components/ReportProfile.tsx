// The type at a glance, first in the Overview: its summary, the identity line and the secondary type when present.
import { useIntl } from 'react-intl';
import type { ReportScreen } from '../api';
import { reportMessages as m } from '../messages';

type Report = ReportScreen;

export function ReportProfile({ type, secondary, idPrefix }: Pick<Report, 'type' | 'secondary'> & { idPrefix: string }) {
  const intl = useIntl();
  return (
    <section className="report-card report-profile" aria-labelledby={`${idPrefix}-profile`}>
      <h2 id={`${idPrefix}-profile`} className="report-section__title">{intl.formatMessage(m.profileTitle)}</h2>
      <p className="report-profile__type">
        <strong className="report-profile__code">{type.fullCode}</strong> {type.title}
      </p>
      <p className="report-profile__summary">{type.summary}</p>
      <p className="report-profile__identity">{type.identityLine}</p>
      {secondary && (
        <p className="report-profile__secondary">
          <strong>{secondary.line}</strong>
        </p>
      )}
    </section>
  );
}
