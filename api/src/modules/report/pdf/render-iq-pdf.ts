// renderIqReportPdf: the paid IQ report as an A4 PDF in the buyer's language, tagged like the personality report
// (language, title, a structure tree in reading order): score with its interval, strengths by rule family and layout,
// speed and accuracy, how to read an IQ score, and the limits of an online test.
import PDFDocument from 'pdfkit';
import { BCP47, type Locale } from '../../../shared/locale.js';
import type { IqReportDocument } from '../compose/iq-report.js';
import { iqText } from '../compose/messages/iq-report-messages.js';
import { fontsForLocale } from './font-views.js';
import { loadReportFonts } from './fonts.js';
import { asFontSource, collect } from './render-report-pdf.js';
import { FONT, PdfWriter } from './pdf-writer.js';
import { COLOR, CONTENT_WIDTH, MARGIN, SIZE } from './theme.js';

type Tally = { readonly taken: number; readonly correct: number; readonly expected: number };

function tallyLines(locale: Locale, record: Readonly<Record<string, Tally>>, number: Intl.NumberFormat): string[] {
  return Object.entries(record).filter(([, tally]) => tally.taken > 0).map(([key, tally]) =>
    `${iqText(locale, key as Parameters<typeof iqText>[1])}: ${iqText(locale, 'solved', { correct: tally.correct, taken: tally.taken })}`
    + ` (${iqText(locale, 'expectedColumn')} ${number.format(tally.expected)})`);
}

export async function renderIqReportPdf(report: IqReportDocument, locale: Locale): Promise<Buffer> {
  const fonts = fontsForLocale(await loadReportFonts(), locale);
  const lang = BCP47[locale];
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const title = iqText(locale, 'title');
  const doc = new PDFDocument({
    size: 'A4', margins: MARGIN, bufferPages: true, pdfVersion: '1.7', tagged: true, lang, displayTitle: true,
    info: { Title: title, Author: 'Mindprint', Creator: 'Mindprint' },
  });
  const done = collect(doc);
  doc.registerFont(FONT.regular, asFontSource(fonts.regular));
  doc.registerFont(FONT.bold, asFontSource(fonts.bold));
  const writer = new PdfWriter(doc);
  const section = (index: number, heading: string, draw: () => void) => writer.tags.group('Sect', () => {
    writer.sectionHeading(index, heading);
    draw();
  });
  // The one H1: the report's title, above its sections.
  writer.tags.element('H1', () => {
    doc.font(FONT.bold).fontSize(SIZE.heading + 6).fillColor(COLOR.primary).text(title, MARGIN.left, MARGIN.top, { width: CONTENT_WIDTH });
  });
  doc.y += 6;
  const { breakdown, interval90 } = report;
  section(1, iqText(locale, 'scoreTitle'), () => {
    if (report.verdict === 'not-interpretable') {
      writer.subheading(iqText(locale, 'voidTitle'));
      writer.paragraph(iqText(locale, 'voidText'));
      return;
    }
    writer.subheading(iqText(locale, 'iq', { iq: report.iq }));
    writer.paragraph(iqText(locale, 'band', { low: interval90.low, high: interval90.high }));
    writer.paragraph(iqText(locale, 'percentile', { percentile: number.format(report.percentile) }));
    writer.paragraph(iqText(locale, report.precision, { se: number.format(report.iqSe) }));
    writer.paragraph(iqText(locale, 'items', { correct: report.itemsCorrect, taken: report.itemsTaken }));
    if (report.verdict === 'caution') writer.note(iqText(locale, 'caution'));
    writer.note(iqText(locale, report.calibrationMethod === 'a-priori' ? 'provisional' : 'estimated'));
  });
  section(2, iqText(locale, 'strengthsTitle'), () => {
    writer.paragraph(iqText(locale, 'strengthsIntro'));
    writer.subheading(iqText(locale, 'familyColumn'));
    writer.list(tallyLines(locale, breakdown.byFamily, number));
    writer.subheading(iqText(locale, 'layoutColumn'));
    writer.list(tallyLines(locale, breakdown.byLayout, number));
  });
  section(3, iqText(locale, 'speedTitle'), () => {
    const { speed } = breakdown;
    if (speed.medianMs !== null) writer.paragraph(iqText(locale, 'medianTime', { seconds: Math.round(speed.medianMs / 1000) }));
    if (speed.fasterHalfAccuracy !== null && speed.slowerHalfAccuracy !== null) {
      writer.paragraph(iqText(locale, 'halves', { faster: Math.round(speed.fasterHalfAccuracy * 100), slower: Math.round(speed.slowerHalfAccuracy * 100) }));
    }
    writer.paragraph(iqText(locale, 'rapid', { count: speed.rapidCount }));
  });
  section(4, iqText(locale, 'readingTitle'), () => writer.paragraph(iqText(locale, 'readingText')));
  section(5, iqText(locale, 'limitsTitle'), () => writer.paragraph(iqText(locale, 'limitsText')));
  writer.tags.end();
  doc.end();
  return done;
}

