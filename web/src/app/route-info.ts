// What a URL path means for the app state: the theme it selects, the exam it names, whether it is a landing entry.
import { matchRoutes } from 'react-router';
import { EXAM_PARAM, parseExamSegment, parseTheme, ROUTE_TABLE, type ExamRef, type RouteEntry, type Theme } from '../lib/paths';

export interface RouteInfo {
  entry: RouteEntry | null;
  /** Set by '/', the {theme}Page routes and /landing/{variant}; other pages keep the remembered theme. */
  theme: Theme | null;
  /** Null when the path has no segment or it does not parse (the router shows 404 then). */
  exam: ExamRef | null;
  /** A landing or theme home: its query is kept in the app state to rebuild links. */
  isEntry: boolean;
}

const ROUTES = ROUTE_TABLE.map((entry) => ({ path: entry.pattern, entry }));

export function routeInfo(pathname: string): RouteInfo {
  const found = matchRoutes(ROUTES, pathname)?.at(-1);
  if (!found) return { entry: null, theme: null, exam: null, isEntry: false };
  const { entry } = found.route;
  const exam = parseExamSegment(found.params[EXAM_PARAM]);
  const theme = entry.kind === 'home' || entry.kind === 'themeHome' ? entry.theme : entry.kind === 'landing' ? parseTheme(found.params.variant) : null;
  const isEntry = theme !== null && (entry.kind === 'home' || exam !== null);
  return { entry, theme: isEntry ? theme : null, exam, isEntry };
}
