// Who is signed in, for the header of every page: `me { id name }` asked once with the light client (the session is an
// HttpOnly cookie the page cannot read), and set directly by the account screens when they sign in, out or rename.
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryCache } from './use-graphql';
import { HeaderViewerDocument } from '../gql/graphql';

export const sources = [
  /* GraphQL */ `
    query HeaderViewer {
      me {
        id
        name
      }
    }
  `,
];

export interface Viewer {
  id: string;
  name: string | null;
}

/** Unknown until the API answered (or an account screen said): the header shows the login link meanwhile. */
export type ViewerSnapshot = { known: false } | { known: true; viewer: Viewer | null };

export interface ViewerStore {
  get(): ViewerSnapshot;
  set(viewer: Viewer | null): void;
  subscribe(listener: () => void): () => void;
  /** Asks once while unknown; an answer that arrives after set() is dropped, and a failure leaves it unknown. */
  ensure(load: () => Promise<Viewer | null>): void;
}

export function createViewerStore(): ViewerStore {
  let snapshot: ViewerSnapshot = { known: false };
  let pending = false;
  const listeners = new Set<() => void>();
  const store: ViewerStore = {
    get: () => snapshot,
    set(viewer) {
      snapshot = { known: true, viewer: viewer && { id: viewer.id, name: viewer.name } };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ensure(load) {
      if (snapshot.known || pending) return;
      pending = true;
      load().then(
        (viewer) => {
          pending = false;
          if (!snapshot.known) store.set(viewer);
        },
        () => {
          pending = false;
        },
      );
    },
  };
  return store;
}

export const viewerStore = createViewerStore();

/** For the account screens: the member who just signed in or changed their name, or null after signing out. */
export function setViewer(viewer: Viewer | null): void {
  viewerStore.set(viewer);
}

/** The signed-in member, null when signed out, undefined while not known yet; never blocks rendering. */
export function useViewer(): Viewer | null | undefined {
  const cache = useQueryCache();
  const snapshot = useSyncExternalStore(viewerStore.subscribe, viewerStore.get, viewerStore.get);
  useEffect(() => {
    viewerStore.ensure(() => {
      // A fresh answer every time: the query cache may hold one from before a sign-in or sign-out.
      cache.evict(cache.key(HeaderViewerDocument, {}));
      return cache.load(HeaderViewerDocument, {}).then((data) => data.me ?? null);
    });
  }, [cache, snapshot]);
  return snapshot.known ? snapshot.viewer : undefined;
}
