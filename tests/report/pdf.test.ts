// Renders full reports to PDF and reads them back with pdfjs: type code, section titles in the reader's language,
// page count, numbering and metadata.
import { composeReport } from '../../api/src/modules/report/compose/compose-report.js';
import type { ReportDocument } from '../../api/src/modules/report/compose/report-document.js';
import { SAMPLE_RANKING, sampleScore } from '../../api/src/modules/report/compose/sample-score.js';
import { renderReportPdf } from '../../api/src/modules/report/pdf/render-report-pdf.js';
import type { Locale } from '../../api/src/shared/locale.js';
import { readPdf, type PdfText } from '../support/pdf-text.js';

interface Rendered {
  pdf: Buffer;
  text: string;
  info: PdfText;
  report: ReportDocument;
}

async function render(locale: Locale): Promise<Rendered> {
  const report = composeReport({
    score: sampleScore('INTJ-T', { EI: 53, SN: 90, TF: 60 }),
    locale,
    ...SAMPLE_RANKING,
  });
  const pdf = await renderReportPdf(report);
  const info = await readPdf(pdf);
  return { pdf, text: info.text, info, report };
}

/** Text read back breaks lines and may space out CJK glyphs; compare without whitespace. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}

describe('renderReportPdf', () => {
  it('renders the English report with its type code, Latin text, page numbers and metadata', async () => {
    const { pdf, text, info } = await render('EN');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info.pages).toBeGreaterThan(1);
    expect(text).toContain('INTJ-T');
    expect(text).toContain('The Long-View Strategist');
    expect(text).toContain('Dimension analysis');
    expect(text).toContain('Energy source');
    expect(text).toContain('Borderline');
    expect(text).toContain('not a clinical or psychological diagnosis');
    expect(text).toContain(`Page 2 of ${info.pages}`);
    expect(info.title).toBe('Mindprint personality report: INTJ-T');
    // A4 in points, every page.
    expect(new Set(info.pageSizes.map((size) => size.join(' x ')))).toEqual(new Set(['595.28 x 841.89']));
    expect(pdf.includes('/Lang (en)')).toBe(true);
  });

  const cjk: [Locale, string, string, string][] = [
    ['CN', '维度分析', '深谋远虑的战略家', 'zh-CN'],
    ['HK', '維度分析', '深謀遠慮的策略家', 'zh-HK'],
    ['JA', '指標の分析', '長期視点の戦略家', 'ja'],
    ['KR', '지표 분석', '멀리 보는 전략가', 'ko'],
  ];
  it.each(cjk)('renders the %s report with the type code and section titles in that language', async (locale, sectionTitle, typeTitle, lang) => {
    const { pdf, text, info, report } = await render(locale);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info.pages).toBeGreaterThan(1);
    expect(report.type.title).toBe(typeTitle);
    const flat = squeeze(text);
    expect(flat).toContain('INTJ-T');
    expect(flat).toContain(squeeze(sectionTitle));
    expect(flat).toContain(squeeze(typeTitle));
    for (const section of report.sections) expect([locale, flat.includes(squeeze(section.title))]).toEqual([locale, true]);
    expect(text).not.toContain('Dimension analysis');
    expect(pdf.includes(`/Lang (${lang})`)).toBe(true);
  });
});
