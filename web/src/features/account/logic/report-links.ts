// Where a row of the personal centre's report list leads: a completed report opens by its report token (page and
// PDF); a result not unlocked yet opens the free result and the offer by its sitting's token.
import { DEFAULT_EXAM, parseExamSegment, type ExamRef, type Screen } from '../../../lib/paths';

export type MemberReportStatus = 'COMPLETED' | 'UNCOMPLETED' | 'PENDING_PAYMENT';

export interface MemberReportRow {
  status: MemberReportStatus;
  exam: string;
  typeCode?: string | null;
  reportToken?: string | null;
  resultToken?: string | null;
}

type ScreenLink = (screen: Screen, options: { query?: Record<string, string>; hash?: string }, exam: ExamRef) => string;

export interface ReportActions {
  view: string | null;
  pdfUrl: string | null;
  freeResult: string | null;
  payNow: string | null;
  /** The public page of the type, for sharing; never a link that carries a token. */
  publicType: string | null;
}

/** The four-letter type of 'INTJ-A', lower-cased as the types page anchors it. */
export function typeAnchor(typeCode: string | null | undefined): string | null {
  const match = /^([EI][SN][TF][JP])\b/i.exec(typeCode ?? '');
  return match ? (match[1] as string).toLowerCase() : null;
}

/** The API's PDF address of a report token (the same one the report page receives as pdfUrl). */
export function pdfUrlOf(reportToken: string, locale: string): string {
  return `/api/report/pdf/${encodeURIComponent(reportToken)}?locale=${encodeURIComponent(locale)}`;
}

export function reportActions(row: MemberReportRow, link: ScreenLink, locale: string): ReportActions {
  const exam = parseExamSegment(row.exam) ?? DEFAULT_EXAM;
  const completed = row.status === 'COMPLETED' && row.reportToken;
  const attempt = !completed && row.resultToken ? row.resultToken : null;
  const anchor = typeAnchor(row.typeCode);
  return {
    view: completed ? link('reportResult', { query: { r: row.reportToken as string } }, exam) : null,
    pdfUrl: completed ? pdfUrlOf(row.reportToken as string, locale) : null,
    freeResult: attempt ? link('reportResultFreeTest', { query: { t: attempt } }, exam) : null,
    payNow: attempt ? link('payingScheme', { query: { t: attempt } }, exam) : null,
    publicType: completed && anchor ? link('types', { hash: anchor }, exam) : null,
  };
}

/** What names a row: a personality result its type, an IQ result its score, or none when it cannot be interpreted. */
export type ReportLabel =
  | { readonly kind: 'type'; readonly code: string }
  | { readonly kind: 'iq'; readonly iq: number }
  | { readonly kind: 'iqNoScore' }
  | { readonly kind: 'noType' };

export function reportLabel(row: { kind: string; typeCode?: string | null; iq?: { iq: number; verdict: string } | null }): ReportLabel {
  if (row.kind === 'IQ') return row.iq && row.iq.verdict !== 'not-interpretable' ? { kind: 'iq', iq: row.iq.iq } : { kind: 'iqNoScore' };
  return row.typeCode ? { kind: 'type', code: row.typeCode } : { kind: 'noType' };
}
