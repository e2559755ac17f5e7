// Hooks for the current theme, exam and links: every internal link keeps the tracking parameters (SPEC section 3).
import { useMemo } from 'react';
import { useAppState } from './app-state-context';
import type { AppState } from './app-state';
import {
  DEFAULT_THEME, finishPath, helpDetailPath, landingPath, parseTheme, screenPath, themeHomePath,
  type ExamRef, type LinkOptions, type Screen, type Theme,
} from './paths';

const selectTheme = (s: AppState) => s.config.theme;
const selectExamId = (s: AppState) => s.config.examId;
const selectCode = (s: AppState) => s.config.code;
const selectTracking = (s: AppState) => s.tracking;

export function useTheme(): Theme {
  return parseTheme(useAppState(selectTheme)) ?? DEFAULT_THEME;
}

/** The exam of the current or last visited {code}-{examId} route (the app state keeps it). */
export function useExam(): ExamRef {
  const examId = useAppState(selectExamId);
  const code = useAppState(selectCode);
  return useMemo(() => ({ code, examId }), [code, examId]);
}

export interface Links {
  home(options?: Omit<LinkOptions, 'tracking'>): string;
  screen(screen: Screen, options?: Omit<LinkOptions, 'tracking'>, exam?: ExamRef): string;
  landing(variant: Theme): string;
  helpDetail(id: number): string;
  /** Any other internal path, with the tracking parameters added. */
  path(path: string): string;
}

export function useLinks(): Links {
  const theme = useTheme();
  const exam = useExam();
  const tracking = useAppState(selectTracking);
  return useMemo(
    () => ({
      home: (options) => themeHomePath(theme, exam, { ...options, tracking }),
      screen: (screen, options, other) => screenPath(screen, other ?? exam, { ...options, tracking }),
      landing: (variant) => landingPath(variant, exam, { tracking }),
      helpDetail: (id) => helpDetailPath(id, exam, { tracking }),
      path: (path) => finishPath(path, { tracking }),
    }),
    [theme, exam, tracking],
  );
}
