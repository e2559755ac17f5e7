// Turns a form problem (an account error code) into its translated sentence.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Problem } from '../logic/problems';
import { problemCountMessages, problemMessages } from '../problem-messages';

export function useProblemText(): (problem: Problem | undefined) => string | null {
  const intl = useIntl();
  return useCallback(
    (problem) => {
      if (!problem) return null;
      if (problem.code === 'RATE_LIMITED') return intl.formatMessage(problemCountMessages.rateLimited, { minutes: problem.minutes ?? 1 });
      return intl.formatMessage(problemMessages[problem.code]);
    },
    [intl],
  );
}
