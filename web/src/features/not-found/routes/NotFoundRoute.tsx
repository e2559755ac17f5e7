// The 404 route: any path the route table does not know, and any route whose own validation fails (SPEC section 5).
import { NotFoundPage } from '../../../components/NotFoundPage';
import { useNotFound } from '../../../lib/use-not-found';

export function NotFoundRoute() {
  return <NotFoundPage {...useNotFound()} />;
}
