// A route's own validation (SPEC section 5): a {code}-{examId} segment or landing variant that does not parse is a 404.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundRoute } from '../features/not-found/routes/NotFoundRoute';
import { EXAM_PARAM, parseExamSegment, parseTheme } from '../lib/paths';

export function ExamGuard({ children }: { children: ReactNode }) {
  const params = useParams();
  const badVariant = params.variant !== undefined && parseTheme(params.variant) === null;
  if (badVariant || parseExamSegment(params[EXAM_PARAM]) === null) return <NotFoundRoute />;
  return children;
}
