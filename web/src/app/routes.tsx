// The route tree, built from lib/paths' route table: content pages load lazily with the light client; the later
// screens (answer, paying, payinsider, report, cancel, user, store, member areas) sit in the lazy Apollo frame.
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundRoute } from '../features/not-found/routes/NotFoundRoute';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { lazyWithReload } from '../lib/chunk-reload';
import { ROUTE_TABLE, type RouteEntry, type Screen } from '../lib/paths';
import { ExamGuard } from './ExamGuard';
import { FEATURE_SCREENS } from './feature-screens';
import { Layout } from './Layout';

const TypesRoute = lazyWithReload(() => import('../features/types/routes/TypesRoute').then((m) => ({ default: m.TypesRoute })));
const ProfessionalRoute = lazyWithReload(() =>
  import('../features/professional/routes/ProfessionalRoute').then((m) => ({ default: m.ProfessionalRoute })),
);
const HelpListRoute = lazyWithReload(() => import('../features/help/routes/HelpListRoute').then((m) => ({ default: m.HelpListRoute })));
const HelpDetailRoute = lazyWithReload(() => import('../features/help/routes/HelpDetailRoute').then((m) => ({ default: m.HelpDetailRoute })));
const SupportRoute = lazyWithReload(() => import('../features/support/routes/SupportRoute').then((m) => ({ default: m.SupportRoute })));
const PrivacyRequestRoute = lazyWithReload(() =>
  import('../features/support/routes/PrivacyRequestRoute').then((m) => ({ default: m.PrivacyRequestRoute })),
);
const MethodologyRoute = lazyWithReload(() =>
  import('../features/methodology/routes/MethodologyRoute').then((m) => ({ default: m.MethodologyRoute })),
);
const LegalRoute = lazyWithReload(() => import('../features/legal/routes/LegalRoute').then((m) => ({ default: m.LegalRoute })));
const DevelopersRoute = lazyWithReload(() =>
  import('../features/developers/routes/DevelopersRoute').then((m) => ({ default: m.DevelopersRoute })),
);
const ApolloBoundary = lazyWithReload(() => import('./ApolloBoundary').then((m) => ({ default: m.ApolloBoundary })));

type LazyScreen = LazyExoticComponent<ComponentType>;

/** Screens built in this shell, on the light client; every other screen is a later one. */
const CONTENT_SCREENS: Partial<Record<Screen, LazyScreen>> = {
  types: TypesRoute,
  professional: ProfessionalRoute,
  help: HelpListRoute,
  helpDetail: HelpDetailRoute,
  methodology: MethodologyRoute,
  support: SupportRoute,
  privacyRequest: PrivacyRequestRoute,
  legal: LegalRoute,
};

/** The later screens' own route containers, rendered inside the Apollo frame (every screen has one). */
const APOLLO_SCREENS: Partial<Record<Screen, ComponentType>> = { ...FEATURE_SCREENS };

function isLater(entry: RouteEntry): boolean {
  return entry.kind === 'reportIndex' || (entry.kind === 'screen' && !CONTENT_SCREENS[entry.screen]);
}

function elementFor(entry: RouteEntry) {
  switch (entry.kind) {
    case 'home':
      return <LandingRoute theme={entry.theme} />;
    case 'themeHome':
      return <ExamGuard><LandingRoute theme={entry.theme} /></ExamGuard>;
    case 'landing':
      return <ExamGuard><LandingRoute /></ExamGuard>;
    case 'developers':
      return <DevelopersRoute />;
    case 'reportIndex': {
      const Report = APOLLO_SCREENS.reportResult;
      return Report ? <Report /> : <NotFoundRoute />;
    }
    case 'screen': {
      const Page = CONTENT_SCREENS[entry.screen] ?? APOLLO_SCREENS[entry.screen];
      return <ExamGuard>{Page ? <Page /> : <NotFoundRoute />}</ExamGuard>;
    }
  }
}

function routesOf(entries: readonly RouteEntry[]) {
  return entries.map((entry) => <Route key={entry.pattern} path={entry.pattern} element={elementFor(entry)} />);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routesOf(ROUTE_TABLE.filter((entry) => !isLater(entry)))}
        <Route element={<ApolloBoundary />}>{routesOf(ROUTE_TABLE.filter(isLater))}</Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
