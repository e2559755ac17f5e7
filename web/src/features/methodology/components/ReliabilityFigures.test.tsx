// The methodology's figures: below 30 complete tests an honest 'not enough answers yet' instead of a live table, and
// the simulated figures always labelled as simulated; with enough answers, alpha per indicator in two decimals.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ReliabilityFigures } from './ReliabilityFigures';

const CODES = ['EI', 'SN', 'TF', 'JP', 'AT'] as const;
const SIMULATED = {
  respondents: 20_000,
  loadingLow: 0.45,
  loadingHigh: 0.75,
  indicators: CODES.map((indicator) => ({
    indicator, alpha: 0.812, borderlineShare: 0.518, bandCoverage: 0.91, retestAgreementClear: 0.947,
  })),
};
const render = (reliability: Parameters<typeof ReliabilityFigures>[0]['reliability'], locale = 'en') =>
  renderToStaticMarkup(<IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => {}}><ReliabilityFigures reliability={reliability} /></IntlProvider>);

describe('ReliabilityFigures', () => {
  it('says plainly that real answers are too few, and shows only the simulated figures, labelled', () => {
    const html = render({
      examId: 1836, respondents: 4, minimumRespondents: 30, simulated: SIMULATED,
      indicators: SIMULATED.indicators.map(({ indicator }) => ({ indicator, alpha: null, respondents: 4 })),
    });
    expect(html).toContain('Not enough real answers yet. We publish alpha from real answers once 30 people have answered every statement; 4 have so far.');
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('Simulated figures, not real answers');
    expect(html).toContain('20,000 simulated people');
    expect(html).toContain('<th scope="row">Energy source</th><td>0.81</td><td>51.8%</td><td>91%</td><td>94.7%</td>');
  });

  it('publishes alpha per indicator from real answers once there are enough', () => {
    const html = render({
      examId: 1836, respondents: 120, minimumRespondents: 30, simulated: SIMULATED,
      indicators: SIMULATED.indicators.map(({ indicator }, i) => ({ indicator, alpha: i === 2 ? null : 0.7812, respondents: 120 })),
    }, 'de');
    expect(html).toContain('From 120 completed tests');
    expect(html).toContain('<th scope="row">Energy source</th><td>0,78</td>');
    expect(html).toContain('<th scope="row">Decision basis</th><td>Not enough complete answers yet</td>');
    expect(html.match(/<table/g)).toHaveLength(2);
  });
});
