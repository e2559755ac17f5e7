// Every path of the app (SPEC section 2): the {code}-{examId} segment, themes, the route table and the URL builders.
import { withTracking, type Tracking } from './tracking.ts';

export interface ExamRef {
  code: string;
  examId: number;
}

/** SPEC section 9: the default route code is BMBTI-1836. */
export const DEFAULT_EXAM: ExamRef = { code: 'BMBTI', examId: 1836 };
/** The name of the {code}-{examId} parameter in every route pattern. */
export const EXAM_PARAM = 'exam';

const SEGMENT = /^([A-Za-z][A-Za-z0-9]*)-(\d+)$/;

/** 'BMBTI-1836' -> { code: 'BMBTI', examId: 1836 }; null for anything else, which the router answers with 404. */
export function parseExamSegment(segment: string | null | undefined): ExamRef | null {
  const match = SEGMENT.exec(segment ?? '');
  if (!match) return null;
  const examId = Number(match[2]);
  return Number.isSafeInteger(examId) ? { code: match[1] as string, examId } : null;
}

/** The matrix-reasoning IQ test (MRIQ-2047): its question and free result screens are the IQ feature's. */
export const IQ_EXAM_ID = 2047;
export const isIqExam = (exam: ExamRef): boolean => exam.examId === IQ_EXAM_ID;

export function examSegment({ code, examId }: ExamRef): string {
  return `${code}-${examId}`;
}

/** Landing variants, which are also the themes; founder is the default. */
export const THEMES = ['founder', 'free', 'girl', 'girl-old', 'home', 'new', 'personal', 'relax', 'roles', 'third', 'types', 'young'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'founder';

export function parseTheme(value: string | null | undefined): Theme | null {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : null;
}

/** The legacy theme home routes ({theme}Page-code-examId) and the theme each one shows. */
export const THEME_ROUTES = {
  relaxPage: 'relax', homePage: 'home', thirdPage: 'third', newPage: 'new', girlPage: 'girl', typesPage: 'types',
  free: 'free', founder: 'founder', young: 'young', rolesPage: 'roles', personalPage: 'personal',
} as const satisfies Record<string, Theme>;
export type ThemeRouteName = keyof typeof THEME_ROUTES;

/** The developers page (partner API docs, English only): one page for every exam, so no {code}-{examId}. */
export const DEVELOPERS_PATH = '/developers';
/** The reviewed GraphQL contract, served as a file by the API. */
export const CONTRACT_PATH = '/schema.graphql';

/** Screens reached through '{prefix}/{code}-{examId}'. */
export const SCREEN_PATHS = {
  types: '/types',
  professional: '/professional',
  legal: '/legal',
  store: '/store',
  memberCentre: '/member',
  memberDownloads: '/member/downloads',
  memberReading: '/member/reading',
  memberServices: '/member/services',
  memberLab: '/member/lab',
  memberAdvanced: '/member/advanced',
  memberTests: '/member/tests',
  help: '/help',
  helpDetail: '/helpDetail',
  methodology: '/methodology',
  support: '/support',
  privacyRequest: '/privacy/request',
  answerEmail: '/answer/email',
  answerQuestion: '/answer/question',
  answerSubmit: '/answer/submit',
  answerSubmitOld: '/answer/submit-old',
  cancelSubscription: '/cancel/subscription',
  cancelSuccess: '/cancel/success',
  payingCheck: '/paying/check',
  payingFailed: '/paying/failed',
  payingPackage: '/paying/package',
  payingPayment: '/paying/payment',
  payingPaypage: '/paying/paypage',
  payingPaypageCopy: '/paying/paypage copy',
  payingScheme: '/paying/scheme',
  payingSchemeOld: '/paying/scheme-old',
  payingSubscribeCheck: '/paying/subscribe/check',
  payingSuccess: '/paying/success',
  payinsider: '/payinsider',
  reportResultDownload: '/report/result-download',
  reportResultFreeTest: '/report/result-free-test',
  reportResult: '/report/result',
  reportRetrieve: '/report/retrieve',
  userEditPassword: '/user/edit-password',
  userForgotPassword: '/user/forgot-password',
  userInfo: '/user/info',
  userLogin: '/user/login',
  userRegister: '/user/register',
  userSetting: '/user/setting',
} as const;
export type Screen = keyof typeof SCREEN_PATHS;

/** SPEC section 2's legacy aliases that are not theme homes; /support and /help are their modern paths already. */
export const LEGACY_ALIASES = {
  '/retrieve': 'reportRetrieve',
  '/question': 'answerQuestion',
  '/email': 'answerEmail',
  '/answer_submit': 'answerSubmit',
  '/scheme_select': 'payingScheme',
  '/cancel-subscription': 'cancelSubscription',
  '/cancel-success': 'cancelSuccess',
  '/help-detail': 'helpDetail',
  '/payment': 'payingPayment',
  '/payPage': 'payingPaypage',
  '/pay_success': 'payingSuccess',
  '/pay_failed': 'payingFailed',
  '/pay_check': 'payingCheck',
  '/pay_package': 'payingPackage',
} as const satisfies Record<string, Screen>;

/** One row of the route table: a react-router pattern and what it shows. */
export type RouteEntry =
  | { kind: 'home'; pattern: '/'; theme: Theme }
  | { kind: 'landing'; pattern: string }
  | { kind: 'themeHome'; pattern: string; theme: Theme }
  | { kind: 'reportIndex'; pattern: '/report' }
  | { kind: 'developers'; pattern: typeof DEVELOPERS_PATH }
  | { kind: 'screen'; pattern: string; screen: Screen; legacy: boolean };

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { kind: 'home', pattern: '/', theme: DEFAULT_THEME },
  { kind: 'landing', pattern: `/landing/:variant/:${EXAM_PARAM}` },
  ...Object.entries(THEME_ROUTES).map(([name, theme]) => ({ kind: 'themeHome' as const, pattern: `/${name}/:${EXAM_PARAM}`, theme })),
  { kind: 'reportIndex', pattern: '/report' },
  { kind: 'developers', pattern: DEVELOPERS_PATH },
  ...Object.entries(SCREEN_PATHS).map(([screen, prefix]) => ({
    kind: 'screen' as const, pattern: `${prefix}/:${EXAM_PARAM}`, screen: screen as Screen, legacy: false,
  })),
  ...Object.entries(LEGACY_ALIASES).map(([prefix, screen]) => ({
    kind: 'screen' as const, pattern: `${prefix}/:${EXAM_PARAM}`, screen, legacy: true,
  })),
];

export interface LinkOptions {
  /** Tracking parameters to keep (lib/tracking); already-present parameters win. */
  tracking?: Tracking;
  /** Extra query parameters, e.g. { id: '5' } for a help article. */
  query?: Record<string, string>;
  /** A whole search string to keep (the current query), merged after `query`. */
  search?: string;
  hash?: string;
}

function encodePrefix(prefix: string): string {
  return prefix.split('/').map(encodeURIComponent).join('/');
}

/** Adds query parameters, the kept search string, tracking and the hash to a bare path. */
export function finishPath(path: string, { tracking = {}, query = {}, search = '', hash = '' }: LinkOptions = {}): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of new URLSearchParams(search)) if (!params.has(name)) params.append(name, value);
  const qs = params.toString();
  const anchor = hash && !hash.startsWith('#') ? `#${hash}` : hash;
  return withTracking(`${path}${qs ? `?${qs}` : ''}${anchor}`, tracking);
}

export function screenPath(screen: Screen, exam: ExamRef = DEFAULT_EXAM, options?: LinkOptions): string {
  return finishPath(`${encodePrefix(SCREEN_PATHS[screen])}/${examSegment(exam)}`, options);
}

export function landingPath(variant: Theme, exam: ExamRef = DEFAULT_EXAM, options?: LinkOptions): string {
  return finishPath(`/landing/${variant}/${examSegment(exam)}`, options);
}

const HOME_ROUTE_OF = Object.fromEntries(Object.entries(THEME_ROUTES).map(([name, theme]) => [theme, name])) as Partial<Record<Theme, ThemeRouteName>>;

/** The theme's home: its {theme}Page route, or its landing for a theme without one (girl-old). */
export function themeHomePath(theme: Theme, exam: ExamRef = DEFAULT_EXAM, options?: LinkOptions): string {
  const name = HOME_ROUTE_OF[theme];
  return name ? finishPath(`/${name}/${examSegment(exam)}`, options) : landingPath(theme, exam, options);
}

/**
 * The public page of a type, as shared from a report: the types list opened at the type's card. The `type` parameter
 * names the type to the server, which a crawler needs (it never sees the hash) to show the type's share image
 * (api/src/http/share-meta.ts).
 */
export function typeSharePath(typeCode: string, exam: ExamRef = DEFAULT_EXAM): string {
  const code = typeCode.slice(0, 4).toLowerCase();
  return screenPath('types', exam, { query: { type: code }, hash: code });
}

export function helpDetailPath(id: number, exam: ExamRef = DEFAULT_EXAM, options: LinkOptions = {}): string {
  return screenPath('helpDetail', exam, { ...options, query: { ...options.query, id: String(id) } });
}

/** The id query parameter of a help detail link; null when it is not a whole positive number. */
export function parseArticleId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const id = Number(raw);
  return /^\d{1,9}$/.test(raw) && id > 0 ? id : null;
}
