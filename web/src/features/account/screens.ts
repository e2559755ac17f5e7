// The account screens as lazy chunks, keyed by Screen; app/feature-screens.tsx spreads them into the route map.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Screen } from '../../lib/paths';

const LoginRoute = lazyWithReload(() => import('./routes/LoginRoute').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazyWithReload(() => import('./routes/RegisterRoute').then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazyWithReload(() => import('./routes/ForgotPasswordRoute').then((m) => ({ default: m.ForgotPasswordRoute })));
const EditPasswordRoute = lazyWithReload(() => import('./routes/EditPasswordRoute').then((m) => ({ default: m.EditPasswordRoute })));
const CentreRoute = lazyWithReload(() => import('./routes/CentreRoute').then((m) => ({ default: m.CentreRoute })));
const SettingRoute = lazyWithReload(() => import('./routes/SettingRoute').then((m) => ({ default: m.SettingRoute })));

export const ACCOUNT_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  userLogin: LoginRoute,
  userRegister: RegisterRoute,
  userForgotPassword: ForgotPasswordRoute,
  userEditPassword: EditPasswordRoute,
  userInfo: CentreRoute,
  userSetting: SettingRoute,
};
