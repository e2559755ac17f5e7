// The success a screen hands to the next one through the router state (after a login, a sign-up or a reset), shown
// once there and announced.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export type Notice = 'signedIn' | 'registered' | 'passwordReset';

const NOTICES: readonly string[] = ['signedIn', 'registered', 'passwordReset'];

export function noticeState(notice: Notice): { notice: Notice } {
  return { notice };
}

/** The notice the previous screen left, filled in after the first paint so the live region announces it. */
export function useArrivalNotice(): Notice | null {
  const { state } = useLocation();
  const raw = (state as { notice?: unknown } | null)?.notice;
  const notice = typeof raw === 'string' && NOTICES.includes(raw) ? (raw as Notice) : null;
  const [shown, setShown] = useState<Notice | null>(null);
  useEffect(() => setShown(notice), [notice]);
  return shown;
}
