// What a URL path means for the app state: the theme it selects, the exam it names, whether it is a landing entry.
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

interface Matcher {
  entry: RouteEntry;
  /** Each segment: static text (lower case) or a :param name. */
  segments: Array<{ text: string } | { param: string }>;
}

/**
 * The route table's patterns split once. react-router's matchRoutes flattens, ranks and compiles the whole table on
 * every call (about 10 ms on a page's start, in the task that hydrates it); the table has only static segments and
 * :params, so matching is a segment comparison. Static segments outrank params, then table order, as react-router
 * ranks them (route-info.test.ts checks the two agree).
 */
const MATCHERS: readonly Matcher[] = ROUTE_TABLE.map((entry) => ({
  entry,
  segments: entry.pattern.split('/').filter(Boolean).map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { text: part.toLowerCase() })),
})).sort((a, b) => statics(b) - statics(a));

function statics(matcher: Matcher): number {
  return matcher.segments.filter((segment) => 'text' in segment).length;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The entry a path shows and its params; null when none matches. Case-insensitive, trailing slashes allowed. */
export function matchRoute(pathname: string): { entry: RouteEntry; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (!pathname.startsWith('/') || parts.some((part) => part === '')) return null;
  for (const { entry, segments } of MATCHERS) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      if ('text' in segment) return parts[i].toLowerCase() === segment.text;
      params[segment.param] = decode(parts[i]);
      return true;
    });
    if (matches) return { entry, params };
  }
  return null;
}

export function routeInfo(pathname: string): RouteInfo {
  const found = matchRoute(pathname);
  if (!found) return { entry: null, theme: null, exam: null, isEntry: false };
  const { entry } = found;
  const exam = parseExamSegment(found.params[EXAM_PARAM]);
  const theme = entry.kind === 'home' || entry.kind === 'themeHome' ? entry.theme : entry.kind === 'landing' ? parseTheme(found.params.variant) : null;
  const isEntry = theme !== null && (entry.kind === 'home' || exam !== null);
  return { entry, theme: isEntry ? theme : null, exam, isEntry };
}
