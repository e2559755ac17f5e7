// The retrieve-report screen as a lazy chunk, keyed by Screen; app/feature-screens.tsx spreads it into the route map.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Screen } from '../../lib/paths';

const RetrieveRoute = lazyWithReload(() => import('./routes/RetrieveRoute').then((m) => ({ default: m.RetrieveRoute })));

export const RETRIEVE_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  reportRetrieve: RetrieveRoute,
};
