// Paths: the {code}-{examId} segment, the route table against react-router's matcher, and the URL builders.
import { matchRoutes } from 'react-router';
import {
  DEFAULT_EXAM, examSegment, finishPath, helpDetailPath, landingPath, LEGACY_ALIASES, parseArticleId, parseExamSegment,
  parseTheme, ROUTE_TABLE, SCREEN_PATHS, screenPath, THEME_ROUTES, themeHomePath, THEMES, typeSharePath, type RouteEntry,
} from './paths';

const routes = ROUTE_TABLE.map((entry) => ({ path: entry.pattern, entry }));

/** What the router shows for a URL path, as the app's router matches it. */
function match(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  const found = matchRoutes(routes, pathname);
  const last = found?.[found.length - 1];
  return last ? { entry: last.route.entry, params: last.params } : null;
}

describe('parseExamSegment', () => {
  it.each([
    ['BMBTI-1836', { code: 'BMBTI', examId: 1836 }],
    ['MRIQ-2047', { code: 'MRIQ', examId: 2047 }],
    ['a1-0', { code: 'a1', examId: 0 }],
  ])('parses %s', (segment, expected) => expect(parseExamSegment(segment)).toEqual(expected));

  it.each(['', 'BMBTI', 'BMBTI-', '-1836', '1BMBTI-1836', 'BMBTI-18x', 'BM-BTI-1836', 'BMBTI-1836 ', 'BMBTI_1836', 'B-99999999999999999999'])(
    'rejects %p',
    (segment) => expect(parseExamSegment(segment)).toBeNull(),
  );

  it('rejects missing values and round-trips with examSegment', () => {
    expect(parseExamSegment(undefined)).toBeNull();
    expect(parseExamSegment(null)).toBeNull();
    expect(examSegment(DEFAULT_EXAM)).toBe('BMBTI-1836');
    expect(parseExamSegment(examSegment({ code: 'X9', examId: 7 }))).toEqual({ code: 'X9', examId: 7 });
  });
});

describe('parseTheme / parseArticleId', () => {
  it('knows the twelve landing variants only', () => {
    expect(THEMES).toHaveLength(12);
    expect(parseTheme('girl-old')).toBe('girl-old');
    expect(parseTheme('Founder')).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
  });

  it('reads a positive whole id', () => {
    expect(parseArticleId('?id=19&hl=FR')).toBe(19);
    for (const search of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc']) expect(parseArticleId(search)).toBeNull();
  });
});

describe('screenPath and the route table', () => {
  it('builds every modern screen path and the router matches it back to the same screen', () => {
    for (const screen of Object.keys(SCREEN_PATHS) as (keyof typeof SCREEN_PATHS)[]) {
      const path = screenPath(screen, { code: 'BMBTI', examId: 1836 });
      expect(path.endsWith('/BMBTI-1836')).toBe(true);
      const found = match(decodeURI(path));
      expect(found?.entry).toMatchObject({ kind: 'screen', screen, legacy: false });
      expect(found?.params.exam).toBe('BMBTI-1836');
    }
  });

  it('spells the SPEC paths, including -old and the URL-encoded " copy" variant', () => {
    expect(screenPath('answerSubmitOld')).toBe('/answer/submit-old/BMBTI-1836');
    expect(screenPath('payingSchemeOld')).toBe('/paying/scheme-old/BMBTI-1836');
    expect(screenPath('payingPaypageCopy')).toBe('/paying/paypage%20copy/BMBTI-1836');
    expect(screenPath('payingSubscribeCheck', { code: 'MRIQ', examId: 2047 })).toBe('/paying/subscribe/check/MRIQ-2047');
    expect(match('/paying/paypage%20copy/BMBTI-1836')?.entry).toMatchObject({ screen: 'payingPaypageCopy' });
    expect(match('/paying/paypage/BMBTI-1836')?.entry).toMatchObject({ screen: 'payingPaypage' });
  });

  it('sends every legacy alias to the screen of its modern path', () => {
    const expected: Record<string, string> = {
      '/retrieve': 'reportRetrieve', '/question': 'answerQuestion', '/email': 'answerEmail', '/answer_submit': 'answerSubmit',
      '/scheme_select': 'payingScheme', '/support': 'support', '/cancel-subscription': 'cancelSubscription',
      '/cancel-success': 'cancelSuccess', '/help': 'help', '/help-detail': 'helpDetail', '/payment': 'payingPayment',
      '/payPage': 'payingPaypage', '/pay_success': 'payingSuccess', '/pay_failed': 'payingFailed', '/pay_check': 'payingCheck',
      '/pay_package': 'payingPackage',
    };
    for (const [prefix, screen] of Object.entries(expected)) {
      expect(match(`${prefix}/BMBTI-1836`)?.entry).toMatchObject({ kind: 'screen', screen });
    }
    expect(Object.keys(LEGACY_ALIASES)).toHaveLength(14);
  });

  it('matches the theme home routes, the landing variants, / and /report', () => {
    for (const [name, theme] of Object.entries(THEME_ROUTES)) {
      expect(match(`/${name}/BMBTI-1836`)?.entry).toEqual({ kind: 'themeHome', pattern: `/${name}/:exam`, theme });
    }
    expect(match('/landing/girl-old/BMBTI-1836')).toMatchObject({ entry: { kind: 'landing' }, params: { variant: 'girl-old' } });
    expect(match('/')?.entry).toMatchObject({ kind: 'home', theme: 'founder' });
    expect(match('/report')?.entry).toMatchObject({ kind: 'reportIndex' });
    expect(match('/report/result/BMBTI-1836')?.entry).toMatchObject({ screen: 'reportResult' });
  });

  it('matches nothing for unknown paths or a missing segment (the 404 page)', () => {
    for (const path of ['/nope', '/help', '/answer/question', '/answer/question/BMBTI-1836/extra', '/landing/founder']) {
      expect(match(path)).toBeNull();
    }
  });
});

describe('builders', () => {
  const tracking = { logid: 'L1', fbclid: 'F1' };

  it('keep the tracking query on internal links', () => {
    expect(screenPath('answerQuestion', DEFAULT_EXAM, { tracking })).toBe('/answer/question/BMBTI-1836?logid=L1&fbclid=F1');
    expect(landingPath('relax', { code: 'BMBTI', examId: 9 }, { tracking: { hl: 'FR' } })).toBe('/landing/relax/BMBTI-9?hl=FR');
  });

  it('build theme homes from the {theme}Page routes, girl-old through its landing', () => {
    expect(themeHomePath('founder')).toBe('/founder/BMBTI-1836');
    expect(themeHomePath('relax')).toBe('/relaxPage/BMBTI-1836');
    expect(themeHomePath('free')).toBe('/free/BMBTI-1836');
    expect(themeHomePath('girl-old')).toBe('/landing/girl-old/BMBTI-1836');
  });

  it('keep the current query, add parameters and a hash', () => {
    expect(themeHomePath('young', DEFAULT_EXAM, { search: '?utm=a&hl=JA' })).toBe('/young/BMBTI-1836?utm=a&hl=JA');
    expect(helpDetailPath(19, DEFAULT_EXAM, { tracking })).toBe('/helpDetail/BMBTI-1836?id=19&logid=L1&fbclid=F1');
    expect(screenPath('legal', DEFAULT_EXAM, { hash: 'privacy' })).toBe('/legal/BMBTI-1836#privacy');
    expect(finishPath('/x', { query: { id: '1' }, search: '?id=2&b=3', hash: '#top' })).toBe('/x?id=1&b=3#top');
  });

  it('share a type as the types page with the type named for the server and the card as the hash', () => {
    expect(typeSharePath('INTJ-T', { code: 'BMBTI', examId: 1836 })).toBe('/types/BMBTI-1836?type=intj#intj');
    expect(typeSharePath('esfp')).toBe('/types/BMBTI-1836?type=esfp#esfp');
    expect(typeSharePath('ENFP-A', DEFAULT_EXAM, 'JA')).toBe('/types/BMBTI-1836?type=enfp&hl=JA#enfp');
  });
});
