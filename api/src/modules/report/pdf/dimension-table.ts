// The dimension table: per indicator the name with a two-pole bar (score marker, 90% band, midpoint), the score,
// the reference range and the quick interpretation, with borderline rows flagged and explained. Tagged as a Table
// with column headers; each bar is a Figure whose alternative text gives the score and range it draws.
import { t } from '../../../i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import type { DimensionRow, ReportDocument } from '../compose/report-document.js';
import { FONT, type PdfWriter } from './pdf-writer.js';
import { COLOR, CONTENT_WIDTH, MARGIN } from './theme.js';

const PAD = 7;
const COLUMNS = { name: 142, score: 50, range: 74 } as const;
const INTERPRETATION = CONTENT_WIDTH - COLUMNS.name - COLUMNS.score - COLUMNS.range;
const X = {
  name: MARGIN.left,
  score: MARGIN.left + COLUMNS.name,
  range: MARGIN.left + COLUMNS.name + COLUMNS.score,
  interpretation: MARGIN.left + COLUMNS.name + COLUMNS.score + COLUMNS.range,
};
const TEXT_SIZE = 8.8;
const BAR = { width: COLUMNS.name - 2 * PAD - 16, height: 7 };

type TableLabels = ReportDocument['labels']['table'];

export function drawDimensionTable(writer: PdfWriter, rows: readonly DimensionRow[], labels: TableLabels, locale: Locale): void {
  // Keep the header with the first row.
  if (rows.length) writer.ensureSpace(40 + rowHeight(writer, rows[0]));
  writer.tags.group('Table', () => {
    drawHeader(writer, labels, false);
    for (const row of rows) {
      const height = rowHeight(writer, row);
      if (writer.doc.y + height > writer.bottom) {
        writer.newPage();
        drawHeader(writer, labels, true);
      }
      drawRow(writer, row, labels, height, barDescription(row, labels, locale));
    }
  });
  writer.doc.x = MARGIN.left;
  writer.doc.y += 12;
}

/** What the bar shows, for screen readers: e.g. 'Energy source, Inward (I) 53%, Reference range (90%) 48%–58%'. */
function barDescription(row: DimensionRow, labels: TableLabels, locale: Locale): string {
  return t(locale, 'report.barDescription', {
    dimension: row.name, pole: row.poleName, score: row.score / 100, range: labels.range, low: row.range.low / 100, high: row.range.high / 100,
  });
}

/** The header row; where the table goes on over a page break it is drawn again, as a pagination artifact. */
function drawHeader(writer: PdfWriter, labels: TableLabels, repeated: boolean): void {
  const { doc, tags } = writer;
  const cells: [string, number, number][] = [
    [labels.dimension, X.name, COLUMNS.name],
    [labels.score, X.score, COLUMNS.score],
    [labels.range, X.range, COLUMNS.range],
    [labels.interpretation, X.interpretation, INTERPRETATION],
  ];
  doc.font(FONT.bold).fontSize(8);
  const height = Math.max(...cells.map(([text, , width]) => doc.heightOfString(text, { width: width - 2 * PAD }))) + 2 * 6;
  const top = doc.y;
  const background = () => doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.primary);
  const cell = ([text, x, width]: [string, number, number]) => () => doc.fillColor(COLOR.white).text(text, x + PAD, top + 6, { width: width - 2 * PAD });
  if (repeated) {
    tags.artifact(() => {
      background();
      for (const each of cells) cell(each)();
    }, 'Pagination');
  } else {
    tags.artifact(background);
    tags.group('TR', () => {
      for (const each of cells) tags.element('TH', cell(each), { scope: 'Column' });
    });
  }
  doc.y = top + height;
}

function interpretationHeight(writer: PdfWriter, row: DimensionRow): number {
  const { doc } = writer;
  doc.font(FONT.regular).fontSize(TEXT_SIZE);
  const width = INTERPRETATION - 2 * PAD;
  let height = doc.heightOfString(row.interpretation, { width, lineGap: 1 });
  if (row.borderline) height += 8 + doc.heightOfString(row.borderline, { width: width - 8, lineGap: 1 }) + 10;
  return height;
}

function nameCellHeight(writer: PdfWriter, row: DimensionRow): number {
  writer.doc.font(FONT.bold).fontSize(10);
  const name = writer.doc.heightOfString(row.name, { width: COLUMNS.name - 2 * PAD });
  return name + 6 + BAR.height + 22 + (row.borderline ? 20 : 0);
}

function rowHeight(writer: PdfWriter, row: DimensionRow): number {
  return Math.max(nameCellHeight(writer, row), interpretationHeight(writer, row)) + 2 * PAD;
}

function drawRow(writer: PdfWriter, row: DimensionRow, labels: TableLabels, height: number, barAlt: string): void {
  const { doc, tags } = writer;
  const top = doc.y;
  tags.artifact(() => {
    if (row.borderline) doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.noteFill);
    doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + CONTENT_WIDTH, top + height).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  });

  tags.group('TR', () => {
    // Dimension: name, bar, clarity, borderline tag.
    tags.group('TD', () => {
      // Separate paragraphs, so a screen reader pauses between the name, the bar, the clarity and the flag.
      tags.element('P', () => doc.font(FONT.bold).fontSize(10).fillColor(COLOR.ink).text(row.name, X.name + PAD, top + PAD, { width: COLUMNS.name - 2 * PAD }));
      const barTop = doc.y + 6;
      drawBar(writer, row, X.name + PAD, barTop, barAlt);
      tags.element('P', () => {
        doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(row.clarityLabel, X.name + PAD, barTop + BAR.height + 6, { width: COLUMNS.name - 2 * PAD });
      });
      if (row.borderline) drawTag(writer, labels.borderline, X.name + PAD, doc.y + 4);
    });

    // Score and reference range, toward the person's letter.
    tags.element('TD', () => {
      doc.font(FONT.bold).fontSize(12).fillColor(COLOR.primary).text(`${row.letter} ${row.score}`, X.score + PAD, top + PAD, { width: COLUMNS.score - 2 * PAD, lineBreak: false });
    });
    tags.element('TD', () => {
      doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink).text(`${row.range.low}–${row.range.high}`, X.range + PAD, top + PAD + 2, { width: COLUMNS.range - 2 * PAD, lineBreak: false });
    });

    // Quick interpretation, then the borderline note.
    tags.group('TD', () => drawInterpretation(writer, row, top));
  });
  doc.x = MARGIN.left;
  doc.y = top + height;
}

function drawInterpretation(writer: PdfWriter, row: DimensionRow, top: number): void {
  const { doc, tags } = writer;
  const width = INTERPRETATION - 2 * PAD;
  doc.font(FONT.regular).fontSize(TEXT_SIZE).fillColor(COLOR.ink);
  tags.element('P', () => doc.text(row.interpretation, X.interpretation + PAD, top + PAD, { width, lineGap: 1 }));
  const borderline = row.borderline;
  if (!borderline) return;
  const noteTop = doc.y + 8;
  const noteHeight = doc.heightOfString(borderline, { width: width - 8, lineGap: 1 }) + 6;
  tags.artifact(() => doc.rect(X.interpretation + PAD, noteTop - 3, 2.5, noteHeight).fill(COLOR.accent));
  doc.fillColor(COLOR.ink);
  tags.element('P', () => doc.text(borderline, X.interpretation + PAD + 8, noteTop, { width: width - 8, lineGap: 1 }));
}

/** First pole on the left (score 100), second on the right (score 0); the person's letter in colour. */
function drawBar(writer: PdfWriter, row: DimensionRow, left: number, top: number, alt: string): void {
  const { doc } = writer;
  const x0 = left + 8;
  const at = (score: number) => x0 + ((100 - score) / 100) * BAR.width;
  const [first, second] = row.poles;
  const bbox: [number, number, number, number] = [left, top - 4, x0 + BAR.width + 12, top + BAR.height + 4];
  writer.tags.element('Figure', () => {
    doc.font(FONT.bold).fontSize(7.5);
    for (const [pole, x] of [[first, left], [second, x0 + BAR.width + 3]] as const) {
      doc.fillColor(pole.letter === row.letter ? COLOR.primary : COLOR.muted).text(pole.letter, x, top - 2, { lineBreak: false });
    }
    doc.roundedRect(x0, top, BAR.width, BAR.height, BAR.height / 2).fill(COLOR.rule);
    doc.rect(at(row.scale.high), top, Math.max(1, at(row.scale.low) - at(row.scale.high)), BAR.height).fill(COLOR.band);
    doc.moveTo(x0 + BAR.width / 2, top - 2).lineTo(x0 + BAR.width / 2, top + BAR.height + 2).lineWidth(0.8).strokeColor(COLOR.ink).stroke();
    doc.circle(at(row.scale.score), top + BAR.height / 2, 4).lineWidth(1.2).fillAndStroke(COLOR.primary, COLOR.white);
  }, { alt, bbox });
}

/** The 'Borderline' flag: the pill is decoration, its word is content of the cell. */
function drawTag(writer: PdfWriter, text: string, x: number, y: number): void {
  const { doc, tags } = writer;
  doc.font(FONT.bold).fontSize(7.5);
  const width = doc.widthOfString(text) + 12;
  tags.artifact(() => doc.roundedRect(x, y, width, 14, 7).fill(COLOR.accent));
  tags.element('P', () => doc.fillColor(COLOR.white).text(text, x + 6, y + 2.5, { lineBreak: false }));
}
