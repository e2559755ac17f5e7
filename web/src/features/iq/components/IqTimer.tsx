// The visible countdown of the scored part. The server's clock decides; this shows its remaining seconds counting down
// and tells screen readers politely at 10, 5 and 1 minute(s) left, never every second.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { iqMessages as m } from '../messages';

const ANNOUNCE_AT = [10, 5, 1];

interface Props {
  /** Seconds left when the sitting was last read from the server. */
  readonly remainingSeconds: number;
  /** Changes with every server reply, so the countdown restarts from the server's figure. */
  readonly syncKey: string;
  readonly onExpired: () => void;
}

export function IqTimer({ remainingSeconds, syncKey, onExpired }: Props) {
  const intl = useIntl();
  const [left, setLeft] = useState(remainingSeconds);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const started = Date.now();
    setLeft(remainingSeconds);
    const timer = window.setInterval(() => {
      const now = Math.max(0, remainingSeconds - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (now === 0) {
        window.clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [remainingSeconds, syncKey, onExpired]);
  const minutes = Math.ceil(left / 60);
  useEffect(() => {
    if (left > 0 && left % 60 === 0 && ANNOUNCE_AT.includes(minutes)) setAnnounced(intl.formatMessage(m.timeAnnounce, { minutes }));
  }, [left, minutes, intl]);
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <>
      <p className="iq-timer">{intl.formatMessage(m.timeLeft, { time })}</p>
      <p className="visually-hidden" role="status" aria-live="polite">{announced}</p>
    </>
  );
}
