// The report a page address names (?r=<token>) in the interface language, classified for the screen: ready, still
// loading, an invalid link, an unknown one, a report not unlocked yet, or a load failure (with retry); plus the links those need.
import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { EXAM_PARAM, parseExamSegment, type ExamRef } from '../../../lib/paths';
import { useExam, useLinks } from '../../../lib/use-links';
import { ReportViewDocument, type ReportScreen, type ReportViewQuery } from '../api';
import { attemptTokenFromSearch, reportTokenFromSearch } from '../logic/report-link';

const selectLocale = (s: AppState) => s.locale;

export type ReportState =
  | { kind: 'loading' }
  | { kind: 'ready'; report: ReportScreen }
  | { kind: 'notFound' }
  /** The link's token names no report: the 404 page (the server answers the link with 404 too). */
  | { kind: 'unknown' }
  | { kind: 'notPaid' }
  | { kind: 'failed'; retry: () => void };

export interface ReportPage {
  token: string | null;
  exam: ExamRef;
  state: ReportState;
  retrieveHref: string;
  offerHref: string;
}

function errorCode(error: unknown): string | null {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  return typeof code === 'string' ? code : null;
}

/** The document comes with a completed report only; the API refuses the others with REPORT_NOT_PAID already. */
function readyOrNotPaid(report: ReportViewQuery['report']): ReportState {
  const { document, ...fields } = report;
  return document ? { kind: 'ready', report: { ...fields, ...document } } : { kind: 'notPaid' };
}

export function useReport(): ReportPage {
  const params = useParams();
  const { search } = useLocation();
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const lastExam = useExam();
  // /report has no {code}-{examId}: the last visited exam (app state) stands in.
  const exam = parseExamSegment(params[EXAM_PARAM]) ?? lastExam;
  const token = reportTokenFromSearch(search);
  const attempt = attemptTokenFromSearch(search);
  const query = useQuery(ReportViewDocument, token ? { variables: { token, locale } } : skipToken);
  const code = errorCode(query.error);

  let state: ReportState;
  if (!token) state = { kind: 'notFound' };
  else if (code === 'REPORT_NOT_FOUND') state = { kind: 'unknown' };
  else if (code === 'REPORT_NOT_PAID') state = { kind: 'notPaid' };
  else if (query.error) state = { kind: 'failed', retry: () => void query.refetch() };
  else if (query.data) state = readyOrNotPaid(query.data.report);
  else state = { kind: 'loading' };

  return {
    token,
    exam,
    state,
    retrieveHref: links.screen('reportRetrieve', {}, exam),
    offerHref: links.screen('payingScheme', attempt ? { query: { t: attempt } } : {}, exam),
  };
}
