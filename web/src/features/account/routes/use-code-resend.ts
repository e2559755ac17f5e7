// 'Send a new code' on a code step: asks again and says 'code sent' or how long to wait, in a polite live region.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountErrorFieldsFragment } from '../api';
import { minutesOf } from '../logic/problems';
import { noticeMessages } from '../messages';
import { problemCountMessages } from '../problem-messages';
import { stateMessages } from '../../../components/messages';

type Reply = { sent: boolean; errors: readonly AccountErrorFieldsFragment[] };

export function useCodeResend(request: () => Promise<Reply | null | undefined>): { status: string | null; resend: () => void; reset: () => void } {
  const intl = useIntl();
  const [status, setStatus] = useState<string | null>(null);
  const busy = useRef(false);
  const resend = () => {
    if (busy.current) return;
    busy.current = true;
    setStatus(null);
    request()
      .then((reply) => {
        const limited = reply?.errors.find((error) => error.code === 'RATE_LIMITED');
        if (limited) setStatus(intl.formatMessage(problemCountMessages.rateLimited, { minutes: minutesOf(limited.retryAfterSeconds) }));
        else setStatus(intl.formatMessage(reply?.sent ? noticeMessages.codeSent : stateMessages.loadFailed));
      })
      .catch(() => setStatus(intl.formatMessage(stateMessages.loadFailed)))
      .finally(() => {
        busy.current = false;
      });
  };
  return { status, resend, reset: () => setStatus(null) };
}
