// The sitting of the current screen: the exam from the route, the token from the link (else the app state), the
// links between the questionnaire screens, and the sitting's answer queue.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router';
import type { AppState } from '../../../lib/app-state';
import { useAppState, useAppStore } from '../../../lib/app-state-context';
import { DEFAULT_EXAM, EXAM_PARAM, examSegment, parseExamSegment, type ExamRef, type Screen } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import type { AnswerQueue, QueueSnapshot } from '../logic/answer-queue';
import { answerQueue } from './answer-queues';
import { rememberSitting, storedSitting, tokenFromSearch, TOKEN_PARAM, type SittingRecord } from './sitting';

const selectQuestionInfo = (s: AppState) => s.questionInfo;

export function useSitting() {
  const params = useParams();
  const { search } = useLocation();
  const segment = params[EXAM_PARAM];
  const exam: ExamRef = useMemo(() => parseExamSegment(segment) ?? DEFAULT_EXAM, [segment]);
  const store = useAppStore();
  const questionInfo = useAppState(selectQuestionInfo);
  const stored = useMemo(() => storedSitting({ questionInfo }, exam), [questionInfo, exam]);
  const urlToken = tokenFromSearch(search);
  const links = useLinks();

  const remember = useCallback(
    (record: SittingRecord) => store.setState((state) => rememberSitting(state, exam, record)),
    [store, exam],
  );
  /** Forgets the remembered sitting of this exam (an unknown token), so the next visit starts a new one. */
  const forget = useCallback(
    () => store.setState((state) => {
      const { [examSegment(exam)]: _gone, ...rest } = state.questionInfo;
      return { questionInfo: rest };
    }),
    [store, exam],
  );
  /** A questionnaire or report screen of this exam, carrying the token and the tracking parameters. */
  const to = useCallback(
    (screen: Screen, token: string | null) => links.screen(screen, token ? { query: { [TOKEN_PARAM]: token } } : {}, exam),
    [links, exam],
  );

  return { exam, urlToken, stored, token: urlToken ?? stored?.token ?? null, remember, forget, to };
}

const IDLE: QueueSnapshot = { status: 'saved', unsaved: 0 };

/** The sitting's answer queue and its status, re-rendering when the status changes. */
export function useAnswerQueue(token: string | null): { queue: AnswerQueue | null; status: QueueSnapshot } {
  const client = useApolloClient();
  const queue = useMemo(() => (token ? answerQueue(token, client) : null), [token, client]);
  const subscribe = useCallback((listener: () => void) => queue?.subscribe(listener) ?? (() => {}), [queue]);
  const getSnapshot = useCallback(() => queue?.snapshot() ?? IDLE, [queue]);
  const status = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { queue, status };
}
