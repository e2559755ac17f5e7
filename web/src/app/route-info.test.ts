// routeInfo: themes, exams and landing entries read from URL paths.
import { routeInfo } from './route-info';

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
