// Whether the app has started on this page: false in a prerender and while the browser hydrates it (so both render
// the same), true from the commit after that, and on every screen the app renders itself later.
import { useEffect, useState } from 'react';

export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}
