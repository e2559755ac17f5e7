// What the legacy client asks for at start-up (SPEC section 7, /app/v2): the view it opens with (exam, language,
// theme, languages on offer) and a fresh logid, the tracking id it sends as a header on every later call.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireExam } from '../exam/exam.service.js';
import { listLanguages } from '../language/language.service.js';
import { DEFAULT_LOCALE, parseLocale, pick, type Locale } from '../../shared/locale.js';

/** SPEC section 9: the fixed app id. */
export const APP_ID = '87';
/** SPEC section 1: the default theme, and the landing variants a link may open. */
export const DEFAULT_THEME = 'founder';
const THEMES = new Set(['founder', 'free', 'girl', 'home', 'new', 'personal', 'relax', 'roles', 'third', 'types', 'young']);

export interface ViewRequest {
  examId: number;
  appExamId?: number;
  /** The page the visitor landed on (dl): its landing variant names the theme. */
  landingHref?: string;
  hl?: string;
  appVersion?: string;
}

/** The theme a landing link names (/landing/{variant}/..., or a legacy {theme}Page alias), else the default. */
export function themeOf(landingHref: string | undefined): string {
  if (!landingHref) return DEFAULT_THEME;
  let pathname: string;
  try {
    pathname = new URL(landingHref, 'http://link.invalid').pathname;
  } catch {
    return DEFAULT_THEME;
  }
  const [first, second] = pathname.split('/').filter(Boolean);
  const candidate = first === 'landing' ? second : first?.replace(/Page$/, '');
  const theme = candidate?.replace(/-old$/, '');
  return theme && THEMES.has(theme) ? theme : DEFAULT_THEME;
}

export async function appView(em: EntityManager, request: ViewRequest, fallback: Locale) {
  const exam = await requireExam(em, request.examId);
  const locale = parseLocale(request.hl) ?? fallback ?? DEFAULT_LOCALE;
  const languages = await listLanguages(em);
  return {
    appId: APP_ID,
    appVersion: request.appVersion ?? null,
    examId: exam.id,
    appExamId: request.appExamId ?? exam.id,
    code: exam.code,
    title: pick(exam.titles, locale) ?? exam.code,
    kind: exam.kind,
    locale,
    theme: themeOf(request.landingHref),
    languages: languages.map(({ code, nativeName, bcp47, isDefault }) => ({ code, nativeName, bcp47, isDefault })),
  };
}

/** A new logid: unguessable, URL-safe, and carrying nothing about the visitor. */
export async function generateLogid(em: EntityManager, appExamId: number): Promise<{ logid: string; appExamId: number }> {
  await requireExam(em, appExamId);
  return { logid: randomBytes(16).toString('base64url'), appExamId };
}
