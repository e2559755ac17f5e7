// The paid report's screens as lazy chunks, keyed by Screen; app/feature-screens.tsx spreads them into the route map
// (the /report index route shows reportResult too).
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Screen } from '../../lib/paths';

const ReportRoute = lazyWithReload(() => import('./routes/ReportRoute').then((m) => ({ default: m.ReportRoute })));
const ReportDownloadRoute = lazyWithReload(() => import('./routes/ReportDownloadRoute').then((m) => ({ default: m.ReportDownloadRoute })));

export const REPORT_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  reportResult: ReportRoute,
  reportResultDownload: ReportDownloadRoute,
};
