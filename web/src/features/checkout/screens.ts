// The checkout's screens as lazy chunks, keyed by Screen; app/feature-screens.tsx spreads them into the route map.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Screen } from '../../lib/paths';

const OfferRoute = lazyWithReload(() => import('./routes/OfferRoute').then((m) => ({ default: m.OfferRoute })));
const PaymentRoute = lazyWithReload(() => import('./routes/PaymentRoute').then((m) => ({ default: m.PaymentRoute })));
const CheckRoute = lazyWithReload(() => import('./routes/CheckRoute').then((m) => ({ default: m.CheckRoute })));
const SuccessRoute = lazyWithReload(() => import('./routes/SuccessRoute').then((m) => ({ default: m.SuccessRoute })));
const FailedRoute = lazyWithReload(() => import('./routes/FailedRoute').then((m) => ({ default: m.FailedRoute })));
const PackageRoute = lazyWithReload(() => import('./routes/PackageRoute').then((m) => ({ default: m.PackageRoute })));

export const CHECKOUT_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  payingScheme: OfferRoute,
  payingSchemeOld: OfferRoute,
  payingPayment: PaymentRoute,
  payingPaypage: PaymentRoute,
  payingPaypageCopy: PaymentRoute,
  payinsider: PaymentRoute,
  payingCheck: CheckRoute,
  payingSubscribeCheck: CheckRoute,
  payingSuccess: SuccessRoute,
  payingFailed: FailedRoute,
  payingPackage: PackageRoute,
};
