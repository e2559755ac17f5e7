// The personal centre's report list: each report with its type, a status tag (completed, uncompleted, pending
// payment), its date and the actions its status allows. Download and share come in as ready-made controls.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { centreMessages as m } from '../centre-messages';
import type { MemberReportStatus, ReportActions } from '../logic/report-links';

export interface ReportItem {
  id: string;
  name: string;
  status: MemberReportStatus;
  date: string;
  actions: ReportActions;
  download?: ReactNode;
  share?: ReactNode;
}

const STATUS = { COMPLETED: m.completed, UNCOMPLETED: m.uncompleted, PENDING_PAYMENT: m.pendingPayment } as const;
const TAG_CLASS = { COMPLETED: 'completed', UNCOMPLETED: 'uncompleted', PENDING_PAYMENT: 'pending' } as const;

export function ReportList({ items }: { items: readonly ReportItem[] }) {
  const intl = useIntl();
  const named = (action: string, name: string) => intl.formatMessage(m.actionFor, { action, name });
  return (
    <ul className="acc-reports">
      {items.map((item) => {
        const label = `${item.name}, ${item.date}`;
        const link = (to: string, text: string, primary: boolean) => (
          <Link className={`button button--small ${primary ? 'button--primary' : 'button--secondary'}`} to={to} aria-label={named(text, label)}>{text}</Link>
        );
        const { view, payNow, freeResult } = item.actions;
        const hasActions = Boolean(view || payNow || freeResult || item.download || item.share);
        return (
          <li key={item.id} className="acc-report">
            <div className="acc-report__head">
              <h3 className="acc-report__name">{item.name}</h3>
              <span className={`acc-tag acc-tag--${TAG_CLASS[item.status]}`}>{intl.formatMessage(STATUS[item.status])}</span>
            </div>
            <p className="acc-report__date">{item.date}</p>
            {hasActions && (
              <div className="button-row acc-report__actions">
                {view && link(view, intl.formatMessage(m.view), true)}
                {item.download}
                {payNow && link(payNow, intl.formatMessage(m.payNow), true)}
                {freeResult && link(freeResult, intl.formatMessage(m.freeResult), false)}
                {item.share}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
