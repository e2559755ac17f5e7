// What the 404 view needs for the current location: the decoded path and the theme's home with the current query.
import { useLocation } from 'react-router';
import { useLinks } from './use-links';

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function useNotFound(): { path: string; homeTo: string } {
  const location = useLocation();
  const links = useLinks();
  return { path: safeDecode(location.pathname), homeTo: links.home({ search: location.search }) };
}
