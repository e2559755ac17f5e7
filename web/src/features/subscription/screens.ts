// The subscription screens as lazy chunks, keyed by Screen; app/feature-screens.tsx spreads them into the route map.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Screen } from '../../lib/paths';

const CancelRoute = lazyWithReload(() => import('./routes/CancelRoute').then((m) => ({ default: m.CancelRoute })));
const CancelSuccessRoute = lazyWithReload(() => import('./routes/CancelSuccessRoute').then((m) => ({ default: m.CancelSuccessRoute })));

export const SUBSCRIPTION_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  cancelSubscription: CancelRoute,
  cancelSuccess: CancelSuccessRoute,
};
