// The submit flow as React state: idle, saving, evaluating or failed, navigating on success.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Screen } from '../../../lib/paths';
import type { AnswerQueue } from '../logic/answer-queue';
import { submitSitting, type SubmitOutcome, type SubmitPhase } from './submit';

const SCREEN_OF = { email: 'answerEmail', result: 'reportResultFreeTest', questions: 'answerQuestion' } as const satisfies Record<string, Screen>;

export type SubmitState = 'idle' | SubmitPhase | 'failed' | 'invalidEmail';

export function useSubmit(token: string | null, queue: AnswerQueue | null, to: (screen: Screen, token: string) => string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmitState>('idle');

  /** Resolves with the outcome (null when already running); on success it has navigated on. */
  const run = async (options: { hasEmail: boolean; email?: string }): Promise<SubmitOutcome | null> => {
    if (!token || !queue || state === 'saving' || state === 'evaluating') return null;
    const outcome = await submitSitting({ client, queue, token, ...options, onPhase: setState });
    if ('problem' in outcome) setState(outcome.problem);
    else navigate(to(SCREEN_OF[outcome.next], token));
    return outcome;
  };
  return { state, busy: state === 'saving' || state === 'evaluating', run };
}
