// routeInfo: themes, exams and landing entries read from URL paths; matchRoute agrees with react-router's matcher.
import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { ROUTE_TABLE } from '../lib/paths';
import { matchRoute, routeInfo } from './route-info';

describe('routeInfo', () => {
  it('reads the theme of /, theme homes and landing variants', () => {
    expect(routeInfo('/')).toMatchObject({ theme: 'founder', exam: null, isEntry: true });
    expect(routeInfo('/relaxPage/BMBTI-1836')).toMatchObject({ theme: 'relax', exam: { code: 'BMBTI', examId: 1836 }, isEntry: true });
    expect(routeInfo('/landing/girl-old/MRIQ-2047')).toMatchObject({ theme: 'girl-old', exam: { code: 'MRIQ', examId: 2047 } });
  });

  it('selects no theme on other pages, an unknown variant or a bad segment', () => {
    expect(routeInfo('/help/BMBTI-7')).toMatchObject({ theme: null, exam: { code: 'BMBTI', examId: 7 }, isEntry: false });
    expect(routeInfo('/landing/nope/BMBTI-1836')).toMatchObject({ theme: null, isEntry: false });
    expect(routeInfo('/young/BMBTI-x')).toMatchObject({ theme: null, exam: null, isEntry: false });
    expect(routeInfo('/nothing/here')).toEqual({ entry: null, theme: null, exam: null, isEntry: false });
  });
});

describe('matchRoute', () => {
  // react-router's own matcher over the same table is the reference: the app's routes (routes.tsx) use it.
  const ROUTES = ROUTE_TABLE.map((entry) => ({ path: entry.pattern, entry }));
  const reference = (pathname: string) => {
    const found = matchRoutes(ROUTES, pathname)?.at(-1);
    return found ? { entry: found.route.entry, params: { ...found.params } } : null;
  };
  const WORDS = ['landing', 'LANDING', 'report', 'help', 'relax', 'girl-old', 'relaxPage', 'RelaxPage', 'BMBTI-1836', 'MRIQ-2047', 'x', 'a%20b', 'question', 'payment', 'developers'];

  it('finds what react-router finds for every pattern of the table, with any case and trailing slashes', () => {
    for (const { pattern } of ROUTE_TABLE) {
      const path = pattern.replace(/:[a-zA-Z]+/g, 'BMBTI-1836');
      for (const variant of [path, `${path}/`, path.toUpperCase(), `${path}//`, `${path}/extra`]) {
        expect([variant, matchRoute(variant)]).toEqual([variant, reference(variant)]);
      }
    }
  });

  it('finds what react-router finds for any path made of known words', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }), fc.boolean(), (words, slash) => {
      const path = `/${words.join('/')}${slash ? '/' : ''}`;
      expect(matchRoute(path)).toEqual(reference(path));
    }), { numRuns: 2000 });
  });
});
