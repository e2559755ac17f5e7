// The published reliability: a row per indicator named in the reader's language, alpha with two decimals or 'not
// enough', the count of completed tests and the plain-language hint; before 30 tests, the count so far instead.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { REPORT } from './report.fixture';
import { ReliabilityTable } from './ReliabilityTable';
import { ReportView } from './ReportView';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}><MemoryRouter>{node}</MemoryRouter></IntlProvider>);

const indicators = [
  { indicator: 'EI', alpha: 0.8312, respondents: 412 },
  { indicator: 'SN', alpha: 0.7, respondents: 412 },
  { indicator: 'TF', alpha: null, respondents: 12 },
  { indicator: 'JP', alpha: 0.759, respondents: 412 },
  { indicator: 'AT', alpha: 0.6449, respondents: 411 },
] as const;
const RELIABILITY = { examId: 1836, respondents: 411, minimumRespondents: 30, indicators: [...indicators] };

describe('ReliabilityTable', () => {
  const html = render(<ReliabilityTable reliability={RELIABILITY} dimensions={REPORT.dimensions} methodologyHref="/methodology/BMBTI-1836#reliability" />);

  it('says what the figures are and how many completed tests they come from', () => {
    expect(html).toContain('<h3 class="report-section__subtitle">How reliable is this test</h3>');
    expect(html).toContain('Internal consistency (Cronbach’s alpha) per indicator, computed from 411 completed tests');
    expect(html).toContain('0.7 or more is considered good.');
  });

  it('links to the methodology page, where the figures are explained', () => {
    expect(html).toContain('<a href="/methodology/BMBTI-1836#reliability" data-discover="true">How the test is built and checked</a>');
  });

  it('lists alpha per indicator under the names of the report, two decimals, or not enough tests yet', () => {
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(rows).toEqual([
      'Energy source: 0.83',
      'Information focus: 0.70',
      'Decision basis: Not enough completed tests yet',
      'Lifestyle: 0.76',
      'Self-assurance: 0.64',
    ]);
  });

  it('shows the count so far instead of a table while no alpha is published', () => {
    const early = render(<ReliabilityTable
      reliability={{ ...RELIABILITY, respondents: 7, indicators: RELIABILITY.indicators.map((row) => ({ ...row, alpha: null, respondents: 7 })) }}
      dimensions={REPORT.dimensions}
      methodologyHref="/methodology/BMBTI-1836#reliability"
    />);
    expect(early).not.toContain('<table');
    expect(early).toContain('We publish these figures once 30 people have answered every question; 7 have so far.');
  });
});

describe('ReportView with the reliability', () => {
  const report = {
    ...REPORT,
    sections: [...REPORT.sections, { id: 'resultAnalysis', title: 'Result analysis', blocks: [{ kind: 'paragraph', text: 'How to read your scores.', tone: null, items: null, ordered: null }] }],
  };

  it('closes the result analysis section with the figures', () => {
    const html = render(<ReportView report={report} download={null} share={null} reliability={RELIABILITY} methodologyHref="/methodology/BMBTI-1836#reliability" />);
    const section = html.slice(html.indexOf('class="report-section report-section--resultAnalysis"'));
    expect(section.indexOf('How to read your scores.')).toBeLessThan(section.indexOf('How reliable is this test'));
    expect(html.match(/How reliable is this test/g)).toHaveLength(1);
  });

  it('shows the report without them while they load', () => {
    expect(render(<ReportView report={report} download={null} share={null} methodologyHref="/methodology/BMBTI-1836#reliability" />)).not.toContain('How reliable is this test');
  });
});
