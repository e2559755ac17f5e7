// Keeps the app state and the document in step with the route: theme, exam and landing query in the state,
// data-theme with the theme's favicon and lang on <html>.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import type { AppState } from '../lib/app-state';
import { useAppState, useAppStore } from '../lib/app-state-context';
import { useTheme } from '../lib/use-links';
import { applyLang, applyTheme } from './dom';
import { rememberRoute } from './startup';

const selectLocale = (s: AppState) => s.locale;

export function RouteSync() {
  const store = useAppStore();
  const location = useLocation();
  const theme = useTheme();
  const locale = useAppState(selectLocale);

  // Layout effect: the new theme is stored before the browser paints the page in the old one.
  useLayoutEffect(() => {
    rememberRoute(store, { pathname: location.pathname, search: location.search, href: window.location.href });
  }, [store, location.pathname, location.search]);

  useLayoutEffect(() => applyTheme(document, theme), [theme]);
  useEffect(() => applyLang(document, locale), [locale]);
  return null;
}
