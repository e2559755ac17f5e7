// 'Get my report': save what is still waiting, optionally leave the email, score the sitting, and say where to go.
import type { ApolloClient } from '@apollo/client';
import { CaptureSittingEmailDocument, SubmitSittingDocument } from '../api';
import type { AnswerQueue } from '../logic/answer-queue';
import { afterSubmit, type SubmitNext } from './sitting';

export type SubmitPhase = 'saving' | 'evaluating';
export type SubmitOutcome = { next: Exclude<SubmitNext, 'error'> } | { problem: 'failed' | 'invalidEmail' };

interface SubmitArgs {
  client: ApolloClient;
  queue: AnswerQueue;
  token: string;
  hasEmail: boolean;
  /** The form page leaves the email before submitting, so a refused address does not lock the answers first. */
  email?: string;
  onPhase: (phase: SubmitPhase) => void;
}

export async function submitSitting({ client, queue, token, hasEmail, email, onPhase }: SubmitArgs): Promise<SubmitOutcome> {
  try {
    onPhase('saving');
    const saved = await queue.flush();
    // A sitting submitted elsewhere stops the queue; submitTest then says ALREADY_SUBMITTED and the result opens.
    if (!saved && queue.snapshot().stopCode !== 'ALREADY_SUBMITTED') return { problem: 'failed' };
    let emailLeft = hasEmail;
    if (email !== undefined) {
      const { data } = await client.mutate({ mutation: CaptureSittingEmailDocument, variables: { token, email } });
      const code = data?.captureEmail.errors[0]?.code;
      if (code === 'INVALID_EMAIL') return { problem: 'invalidEmail' };
      if (!data || code) return { problem: 'failed' };
      emailLeft = true;
    }
    onPhase('evaluating');
    const { data } = await client.mutate({ mutation: SubmitSittingDocument, variables: { token } });
    if (!data) return { problem: 'failed' };
    const next = afterSubmit(data.submitTest.errors, emailLeft);
    return next === 'error' ? { problem: 'failed' } : { next };
  } catch {
    return { problem: 'failed' };
  }
}
