// /developers: the partner API guide (English only). Sandbox is linked in development builds, where the API serves it.
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DevelopersGuide } from '../components/DevelopersGuide';
import '../developers.css';

export function DevelopersRoute() {
  useDocumentTitle('Developers');
  return <DevelopersGuide sandboxHref={import.meta.env.DEV ? '/graphql' : null} />;
}
