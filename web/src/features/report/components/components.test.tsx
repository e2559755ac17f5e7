// The report's markup: one h1 with the type, an accessible tablist whose panels are labelled and never repeat each
// other (the dimension analysis and its table only on the Dimensions tab), every section in order, the bars and
// borderline flags, the download states and the share links.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { shareTargets } from '../logic/share-links';
import { DimensionTable } from './DimensionTable';
import { DownloadButton } from './DownloadButton';
import { REPORT } from './report.fixture';
import { ReportProblem } from './ReportProblem';
import { ReportView } from './ReportView';
import { ShareLinks } from './ShareLinks';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}><MemoryRouter>{node}</MemoryRouter></IntlProvider>);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('ReportView', () => {
  const html = render(<ReportView report={REPORT} download={<button type="button">Download PDF</button>} share={null} methodologyHref="/methodology/BMBTI-1836#reliability" />);

  it('has one h1: the full code and the title of the type', () => {
    expect(count(html, /<h1/g)).toBe(1);
    expect(html).toMatch(/<h1 class="report__title"><span class="report__code">ENTJ-A<\/span><span class="report__name">The Decisive Trailblazer<\/span><\/h1>/);
  });

  it('opens with the type art, decorative because the h1 names the type', () => {
    expect(html).toContain('<div class="container report" lang="en"><header class="report__hero"><img class="type-art report__art" src="/assets/ENTJ.svg" alt="" width="152" height="152" loading="eager"');
  });

  it('offers Overview and Dimensions as tabs, each panel labelled by its tab, Overview selected', () => {
    expect(html).toMatch(/<div role="tablist" aria-label="Report views"/);
    expect(html).toContain('<button type="button" role="tab" id="report-tab-overview" class="report-tabs__tab" aria-selected="true" aria-controls="report-panel-overview" tabindex="0">Overview</button>');
    expect(html).toContain('<button type="button" role="tab" id="report-tab-dimensions" class="report-tabs__tab" aria-selected="false" aria-controls="report-panel-dimensions" tabindex="-1">Dimensions</button>');
    expect(html).toContain('<div role="tabpanel" id="report-panel-overview" aria-labelledby="report-tab-overview" class="report-tabs__panel" tabindex="0">');
    expect(html).toContain('<div role="tabpanel" id="report-panel-dimensions" aria-labelledby="report-tab-dimensions" class="report-tabs__panel" tabindex="0" hidden="">');
  });

  it('shows the secondary type, the population with its source, keywords and famous people', () => {
    expect(html).toContain('Secondary type: ESTJ, The No-Nonsense Organizer');
    for (const text of ['Share of men', '2.7%', 'Source: MBTI Manual', 'Decisive', 'Steve Jobs']) expect(html).toContain(text);
  });

  it('renders every section in order with its blocks, and only points to the dimensions from the Overview', () => {
    const titles = [...html.matchAll(/<h2 id="report-section-[^"]+" class="report-section__title">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Basic profile', 'Dimension analysis', 'Career growth', 'Top 10 countries recently tested']);
    expect(html).toContain('<h3 class="report-section__subtitle">Roles that often suit you</h3>');
    expect(html).toContain('<ol class="report-section__list"><li>United States: 4,210</li><li>Brazil: 2,980</li></ol>');
    const overview = html.slice(html.indexOf('id="report-panel-overview"'), html.indexOf('id="report-panel-dimensions"'));
    expect(overview).not.toContain('<table');
    expect(overview).not.toContain('Each row shows one indicator.');
    expect(overview).toContain('are on the Dimensions tab.</p><button type="button" class="button button--secondary">Show my five dimensions</button>');
  });

  it('puts the dimension analysis with the detailed table and five bars in the Dimensions panel, and nothing of the Overview', () => {
    const dimensions = html.slice(html.indexOf('id="report-panel-dimensions"'));
    expect(count(dimensions, /<tr class="report-table__row/g)).toBe(5);
    expect(count(dimensions, /class="report-bar"/g)).toBe(5);
    expect(dimensions).toContain('<p class="report-note">Your result sits close to a second type.</p>');
    expect(dimensions.indexOf('Each row shows one indicator.')).toBeLessThan(dimensions.indexOf('<table'));
    expect(count(dimensions, /<h2/g)).toBe(1);
    for (const text of ['Basic profile', 'As an ENTJ, you lead.', 'Executive management', 'Steve Jobs']) expect(dimensions).not.toContain(text);
  });

  it('shows the Dimensions panel without the analysis section when the API sends none', () => {
    const bare = render(<ReportView report={{ ...REPORT, sections: REPORT.sections.filter((section) => section.id !== 'dimensionAnalysis') }} download={null} share={null} methodologyHref="/m" />);
    const dimensions = bare.slice(bare.indexOf('id="report-panel-dimensions"'));
    expect(count(dimensions, /<tr class="report-table__row/g)).toBe(5);
    expect(bare).not.toContain('Show my five dimensions');
  });
});

describe('DimensionTable', () => {
  const detailed = render(<DimensionTable rows={REPORT.dimensions} labels={REPORT.tableLabels} />);

  it('has column and row headers with the labels the cards use on narrow screens', () => {
    expect(detailed).toContain('<th scope="col">Reference range (90%)</th>');
    expect(detailed).toContain('<th scope="row" data-label="Dimension"><span class="report-table__name">Energy source</span></th>');
    expect(detailed).toContain('<td data-label="Reference range (90%)" class="report-table__range">79–87%</td>');
    expect(detailed).toContain('<strong class="report-table__score">83% Outward (E)</strong>');
  });

  it('draws the band and the dot from the first pole, and flags and explains a borderline letter', () => {
    expect(detailed).toContain('style="left:46.9%;width:17.4%"');
    expect(detailed).toContain('style="left:55.6%"');
    expect(detailed).toContain('<span class="report-bar__pole report-bar__pole--on">Conceptual (N)</span>');
    expect(count(detailed, /<span class="report-flag">Borderline<\/span>/g)).toBe(2);
    expect(detailed).toContain('<p class="report-table__borderline"><strong>Borderline:</strong> Close to the middle: ESTJ may fit too.</p>');
  });
});

describe('DownloadButton', () => {
  it('says what is happening, and on failure alerts and turns into a retry', () => {
    expect(render(<DownloadButton state={{ status: 'idle' }} onDownload={() => {}} />)).toContain('Download PDF');
    const busy = render(<DownloadButton state={{ status: 'busy', percent: 40 }} onDownload={() => {}} />);
    expect(busy).toContain('aria-disabled="true"');
    expect(busy).toContain('Downloading your PDF… 40%');
    expect(render(<DownloadButton state={{ status: 'done', fileName: 'MP1.pdf' }} onDownload={() => {}} />)).toContain('Your PDF is saved as MP1.pdf.');
    const failed = render(<DownloadButton state={{ status: 'failed' }} onDownload={() => {}} />);
    expect(failed).toMatch(/role="alert">The download failed\. Check your connection and try again\.<\/p>/);
    expect(failed).toContain('Retry the download');
    const errorId = /<p id="([^"]+)" class="report-download__error"/.exec(failed)?.[1];
    expect(failed).toContain(`aria-describedby="${errorId}"`);
  });
});

it('shares the public type page on six networks, never the report token', () => {
  const url = 'https://mindprint.test/types/BMBTI-1836#entj';
  const html = render(<ShareLinks idPrefix="r" publicUrl={url} copy={async () => {}} targets={shareTargets(url, 'My type is ENTJ')} />);
  expect(count(html, /<li>/g)).toBe(6);
  expect(html).toContain('aria-label="Copy the link for Instagram"');
  expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  expect(html).not.toContain(REPORT.reportToken);
});

it('sends an invalid link to the retrieval page and a locked report to the offer', () => {
  const notFound = render(<ReportProblem kind="notFound" retrieveHref="/report/retrieve/BMBTI-1836" />);
  expect(notFound).toContain('<h1>This report link is not valid</h1>');
  expect(notFound).toContain('href="/report/retrieve/BMBTI-1836"');
  const notPaid = render(<ReportProblem kind="notPaid" offerHref="/paying/scheme/BMBTI-1836" />);
  expect(notPaid).toContain('<h1>This report is not unlocked yet</h1>');
  expect(notPaid).toContain('href="/paying/scheme/BMBTI-1836"');
  expect(render(<ReportProblem kind="failed" onRetry={() => {}} />)).toContain('role="alert"');
});
