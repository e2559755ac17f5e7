// The 404 route: any path the route table does not know, and any route whose own validation fails (SPEC section 5).
import { NotFoundScreen } from '../../../components/NotFoundPage';

export function NotFoundRoute() {
  return <NotFoundScreen />;
}
