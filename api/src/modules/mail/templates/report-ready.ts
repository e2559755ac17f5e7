// The report-ready mail: the report just bought, or (retrieve by email) every report of the address, each with its
// private link: the in-depth report by its report token, a free result by its attempt token.
import { translator } from '../../../i18n/translate.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

/** The web routes of SPEC section 2 that open a report: the paid report by `r`, the free result by `t`. */
export function reportPath(kind: 'free' | 'paid', exam: string): { path: string; param: 'r' | 't' } {
  return kind === 'paid' ? { path: `/report/result/${exam}`, param: 'r' } : { path: `/report/result-free-test/${exam}`, param: 't' };
}

export function reportReady(data: MailData<MailTemplate.REPORT_READY>, ctx: TemplateContext): MailContent {
  const t = translator(ctx.locale);
  const items = data.reports.map((report) => {
    const { path, param } = reportPath(report.kind, report.exam);
    let text = t(report.kind === 'paid' ? 'mail.reportReady.paid' : 'mail.reportReady.free');
    if (report.typeCode) text = t('common.itemDetail', { text, detail: report.typeCode });
    if (report.date) text = t('common.itemDate', { text, date: new Date(report.date) });
    return {
      text,
      label: t(report.kind === 'paid' ? 'mail.reportReady.openPaid' : 'mail.reportReady.openFree'),
      href: siteLink(ctx.publicUrl, path, ctx.locale, { [param]: report.token }),
    };
  });
  const single = data.context === 'purchase' && items.length === 1 ? items[0]! : null;
  const context = { context: data.context };
  return {
    subject: t('mail.reportReady.subject', context),
    heading: t('mail.reportReady.heading', context),
    blocks: [
      { kind: 'p', text: t('mail.reportReady.intro', context) },
      single
        ? { kind: 'button', label: single.label, href: single.href }
        : { kind: 'links', items },
      ...(ctx.hasAttachments ? [{ kind: 'p' as const, text: t('mail.reportReady.attached') }] : []),
      { kind: 'note', text: t('mail.reportReady.private') },
      ...(data.context === 'retrieve' ? [{ kind: 'note' as const, text: t('mail.reportReady.notYou') }] : []),
    ],
  };
}
