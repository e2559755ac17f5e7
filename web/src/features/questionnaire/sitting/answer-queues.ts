// One answer queue per sitting for the whole visit, so answers still on their way survive moving between screens;
// unsaved answers are also kept in local storage, so a reload or a closed tab loses none of them.
import type { ApolloClient } from '@apollo/client';
import { localStore } from '../../../lib/storage';
import { SaveSittingAnswersDocument } from '../api';
import { AnswerQueue } from '../logic/answer-queue';
import { saveOutcome } from './sitting';

const queues = new Map<string, AnswerQueue>();
const UNSAVED_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const storageKey = (token: string) => `unsaved-answers:${token}`;

function readUnsaved(token: string): Record<string, number> {
  const raw = localStore.get<Record<string, unknown>>(storageKey(token)) ?? {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

let listening = false;

/** Coming back online or leaving the page: send what is waiting now instead of after the batch window. */
function listenOnce(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const flushAll = () => queues.forEach((queue) => void queue.flush());
  window.addEventListener('online', flushAll);
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushAll());
}

export function answerQueue(token: string, client: ApolloClient): AnswerQueue {
  let queue = queues.get(token);
  if (!queue) {
    queue = new AnswerQueue({
      initial: readUnsaved(token),
      persist: (unsaved) => {
        if (Object.keys(unsaved).length === 0) localStore.remove(storageKey(token));
        else localStore.set(storageKey(token), unsaved, UNSAVED_TTL_MS);
      },
      send: async (answers) => {
        const { data } = await client.mutate({ mutation: SaveSittingAnswersDocument, variables: { token, answers } });
        return data ? saveOutcome(data.saveAnswers.errors) : { kind: 'retry' };
      },
    });
    queues.set(token, queue);
    listenOnce();
  }
  return queue;
}
