// The report PDF lays out without half-empty pages: read back with pdfjs, every page but the last carries content text
// down to at least MIN_FILL of the text area, in EN, DE and JA, for a clear, a partly and an all-borderline result,
// with and without the sections that need enough data (country ranking, ranking score).
import { composeReport } from '../../api/src/modules/report/compose/compose-report.js';
import { SAMPLE_RANKING, sampleScore, type Leanings } from '../../api/src/modules/report/compose/sample-score.js';
import { renderReportPdf } from '../../api/src/modules/report/pdf/render-report-pdf.js';
import { MARGIN, PAGE } from '../../api/src/modules/report/pdf/theme.js';
import type { Locale } from '../../api/src/shared/locale.js';
import { pageTextExtents, type PageTextExtent } from '../support/pdf-text.js';

/** The share of the text area a page must fill before the next one starts. */
const MIN_FILL = 0.7;
const TEXT_AREA = { top: MARGIN.top, bottom: PAGE.height - MARGIN.bottom };
const ALL_BORDERLINE: Leanings = { EI: 52, SN: 52, TF: 52, JP: 52, AT: 52 };

/** How far down the text area the page's content reaches, 0 to 1. */
function fill(page: PageTextExtent): number {
  if (page.bottom === null) return 0;
  return (page.bottom - TEXT_AREA.top) / (TEXT_AREA.bottom - TEXT_AREA.top);
}

const cases: [string, Leanings, boolean][] = [
  ['INTJ-T', { EI: 53, SN: 90, TF: 60 }, true],
  ['ESFJ-A', {}, false],
  ['ENFP-T', ALL_BORDERLINE, false],
];

describe.each<Locale>(['EN', 'DE', 'JA'])('the %s report PDF', (locale) => {
  it.each(cases)('fills every page but the last to %s', async (fullCode, leanings, ranked) => {
    const report = composeReport({ score: sampleScore(fullCode, leanings), locale, ...(ranked ? SAMPLE_RANKING : {}) });
    const pages = await pageTextExtents(await renderReportPdf(report));
    const fills = pages.map(fill);
    const short = fills.slice(0, -1).map((share, index) => ({ page: index + 1, share })).filter(({ share }) => share < MIN_FILL);
    // The measurement, for the reader of the test output when it fails.
    expect({ fullCode, locale, short, fills: fills.map((share) => Math.round(share * 100)) }).toEqual(
      expect.objectContaining({ short: [] }),
    );
    // Nothing is drawn below the text area, and the last page is not an empty one.
    for (const page of pages) expect(page.bottom ?? 0).toBeLessThanOrEqual(TEXT_AREA.bottom);
    expect(fills[fills.length - 1]).toBeGreaterThan(0.05);
  });
});
