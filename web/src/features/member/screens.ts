// The member areas as lazy chunks, keyed by Screen; app/feature-screens.tsx spreads them into the route map.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Screen } from '../../lib/paths';

const MemberCentreRoute = lazyWithReload(() => import('./routes/MemberCentreRoute').then((m) => ({ default: m.MemberCentreRoute })));
const StoreRoute = lazyWithReload(() => import('./routes/StoreRoute').then((m) => ({ default: m.StoreRoute })));
const DownloadsRoute = lazyWithReload(() => import('./routes/DownloadsRoute').then((m) => ({ default: m.DownloadsRoute })));
const ReadingRoute = lazyWithReload(() => import('./routes/ReadingRoute').then((m) => ({ default: m.ReadingRoute })));
const ServicesRoute = lazyWithReload(() => import('./routes/ServicesRoute').then((m) => ({ default: m.ServicesRoute })));
const LabRoute = lazyWithReload(() => import('./routes/LabRoute').then((m) => ({ default: m.LabRoute })));
const AdvancedRoute = lazyWithReload(() => import('./routes/AdvancedRoute').then((m) => ({ default: m.AdvancedRoute })));
const TestingHallRoute = lazyWithReload(() => import('./routes/TestingHallRoute').then((m) => ({ default: m.TestingHallRoute })));

export const MEMBER_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  memberCentre: MemberCentreRoute,
  store: StoreRoute,
  memberDownloads: DownloadsRoute,
  memberReading: ReadingRoute,
  memberServices: ServicesRoute,
  memberLab: LabRoute,
  memberAdvanced: AdvancedRoute,
  memberTests: TestingHallRoute,
};
