// Makes sure the question screen has a sitting and that its token is in the URL: the link's token is used as it is;
// a remembered one only while still in progress; otherwise a new sitting starts (once, even under StrictMode).
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppState } from '../../../lib/app-state';
import { useAppStore } from '../../../lib/app-state-context';
import { examSegment, type ExamRef } from '../../../lib/paths';
import { SittingDocument, StartSittingDocument } from '../api';
import { graphQLErrorCode } from './errors';
import { chooseSitting, TOKEN_PARAM, trackingInput, type SittingRecord } from './sitting';

const starting = new Map<string, Promise<string>>();

/** startTest answered with an error in its payload (EXAM_NOT_FOUND for an exam id that names nothing). */
class StartRefused extends Error {
  constructor(readonly code: string) {
    super(`startTest failed: ${code}`);
  }
}

async function startSitting(client: ApolloClient, exam: ExamRef, state: AppState): Promise<string> {
  const { data } = await client.mutate({
    mutation: StartSittingDocument,
    variables: {
      input: {
        examId: exam.examId,
        code: exam.code,
        locale: state.locale,
        country: state.config.countryCode || null,
        tracking: trackingInput(state.tracking),
      },
    },
  });
  const token = data?.startTest.attempt?.token;
  if (!token) throw new StartRefused(data?.startTest.errors[0]?.code ?? 'UNKNOWN');
  return token;
}

/** A remembered sitting is resumed only while in progress; a submitted or unknown one gives way to a new sitting. */
async function stillOpen(client: ApolloClient, token: string): Promise<boolean> {
  try {
    const { data } = await client.query({ query: SittingDocument, variables: { token }, fetchPolicy: 'network-only' });
    return data?.attempt.status === 'IN_PROGRESS';
  } catch (error) {
    if (graphQLErrorCode(error) === 'ATTEMPT_NOT_FOUND') return false;
    throw error;
  }
}

function resolveToken(client: ApolloClient, exam: ExamRef, state: AppState, remembered: string | null): Promise<string> {
  const key = `${examSegment(exam)}:${remembered ?? ''}`;
  let pending = starting.get(key);
  if (!pending) {
    pending = (async () => (remembered && (await stillOpen(client, remembered)) ? remembered : startSitting(client, exam, state)))();
    starting.set(key, pending);
    void pending.finally(() => starting.delete(key)).catch(() => {});
  }
  return pending;
}

interface Sitting {
  exam: ExamRef;
  urlToken: string | null;
  stored: SittingRecord | null;
  remember: (record: SittingRecord) => void;
}

/** `failed` when starting failed (network), with a retry; `examNotFound` when the exam id names no exam. */
export function useEnsureSitting({ exam, urlToken, stored, remember }: Sitting) {
  const client = useApolloClient();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [failed, setFailed] = useState(false);
  const [examNotFound, setExamNotFound] = useState(false);
  const [round, setRound] = useState(0);
  const choice = chooseSitting(urlToken, stored);
  const storedToken = stored?.token ?? null;

  useEffect(() => {
    if (choice.kind === 'use') {
      if (storedToken !== choice.token) remember({ token: choice.token, page: null });
      return;
    }
    let live = true;
    setFailed(false);
    resolveToken(client, exam, store.getState(), choice.kind === 'check' ? choice.token : null).then(
      (token) => {
        if (!live) return;
        if (token !== storedToken) remember({ token, page: null });
        const params = new URLSearchParams(search);
        params.set(TOKEN_PARAM, token);
        navigate({ pathname, search: `?${params.toString()}` }, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof StartRefused && error.code === 'EXAM_NOT_FOUND') setExamNotFound(true);
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // Runs again only when the choice changes or on retry; the rest is read fresh inside.
  }, [choice.kind, urlToken, storedToken, round]);

  return { failed, examNotFound, retry: () => setRound((n) => n + 1) };
}
