// Sets the browser tab title of a page: '{title} · Mindprint'.
import { useEffect } from 'react';

export const SITE_NAME = 'Mindprint';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
