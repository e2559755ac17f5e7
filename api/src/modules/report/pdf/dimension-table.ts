// The dimension table: per indicator the name with a two-pole bar (score marker, 90% band, midpoint), the score,
// the reference range and the quick interpretation, with borderline rows flagged and explained.
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

export function drawDimensionTable(writer: PdfWriter, rows: readonly DimensionRow[], labels: ReportDocument['labels']['table']): void {
  // Keep the header with the first row.
  if (rows.length) writer.ensureSpace(40 + rowHeight(writer, rows[0]));
  drawHeader(writer, labels);
  for (const row of rows) {
    const height = rowHeight(writer, row);
    if (writer.doc.y + height > writer.bottom) {
      writer.newPage();
      drawHeader(writer, labels);
    }
    drawRow(writer, row, labels, height);
  }
  writer.doc.x = MARGIN.left;
  writer.doc.y += 12;
}

function drawHeader(writer: PdfWriter, labels: ReportDocument['labels']['table']): void {
  const { doc } = writer;
  const cells: [string, number, number][] = [
    [labels.dimension, X.name, COLUMNS.name],
    [labels.score, X.score, COLUMNS.score],
    [labels.range, X.range, COLUMNS.range],
    [labels.interpretation, X.interpretation, INTERPRETATION],
  ];
  doc.font(FONT.bold).fontSize(8);
  const height = Math.max(...cells.map(([text, , width]) => doc.heightOfString(text, { width: width - 2 * PAD }))) + 2 * 6;
  const top = doc.y;
  doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.primary);
  doc.fillColor(COLOR.white);
  for (const [text, x, width] of cells) doc.text(text, x + PAD, top + 6, { width: width - 2 * PAD });
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

function drawRow(writer: PdfWriter, row: DimensionRow, labels: ReportDocument['labels']['table'], height: number): void {
  const { doc } = writer;
  const top = doc.y;
  if (row.borderline) doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.noteFill);
  doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + CONTENT_WIDTH, top + height).lineWidth(0.6).strokeColor(COLOR.rule).stroke();

  // Dimension: name, bar, clarity, borderline tag.
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.ink).text(row.name, X.name + PAD, top + PAD, { width: COLUMNS.name - 2 * PAD });
  const barTop = doc.y + 6;
  drawBar(writer, row, X.name + PAD, barTop);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(row.clarityLabel, X.name + PAD, barTop + BAR.height + 6, { width: COLUMNS.name - 2 * PAD });
  if (row.borderline) drawTag(writer, labels.borderline, X.name + PAD, doc.y + 4);

  // Score and reference range, toward the person's letter.
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.primary).text(`${row.letter} ${row.score}`, X.score + PAD, top + PAD, { width: COLUMNS.score - 2 * PAD, lineBreak: false });
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink).text(`${row.range.low}–${row.range.high}`, X.range + PAD, top + PAD + 2, { width: COLUMNS.range - 2 * PAD, lineBreak: false });

  // Quick interpretation, then the borderline note.
  const width = INTERPRETATION - 2 * PAD;
  doc.font(FONT.regular).fontSize(TEXT_SIZE).fillColor(COLOR.ink).text(row.interpretation, X.interpretation + PAD, top + PAD, { width, lineGap: 1 });
  if (row.borderline) {
    const noteTop = doc.y + 8;
    const noteHeight = doc.heightOfString(row.borderline, { width: width - 8, lineGap: 1 }) + 6;
    doc.rect(X.interpretation + PAD, noteTop - 3, 2.5, noteHeight).fill(COLOR.accent);
    doc.fillColor(COLOR.ink).text(row.borderline, X.interpretation + PAD + 8, noteTop, { width: width - 8, lineGap: 1 });
  }
  doc.x = MARGIN.left;
  doc.y = top + height;
}

/** First pole on the left (score 100), second on the right (score 0); the person's letter in colour. */
function drawBar(writer: PdfWriter, row: DimensionRow, left: number, top: number): void {
  const { doc } = writer;
  const x0 = left + 8;
  const at = (score: number) => x0 + ((100 - score) / 100) * BAR.width;
  const [first, second] = row.poles;
  doc.font(FONT.bold).fontSize(7.5);
  for (const [pole, x] of [[first, left], [second, x0 + BAR.width + 3]] as const) {
    doc.fillColor(pole.letter === row.letter ? COLOR.primary : COLOR.muted).text(pole.letter, x, top - 2, { lineBreak: false });
  }
  doc.roundedRect(x0, top, BAR.width, BAR.height, BAR.height / 2).fill(COLOR.rule);
  doc.rect(at(row.scale.high), top, Math.max(1, at(row.scale.low) - at(row.scale.high)), BAR.height).fill(COLOR.band);
  doc.moveTo(x0 + BAR.width / 2, top - 2).lineTo(x0 + BAR.width / 2, top + BAR.height + 2).lineWidth(0.8).strokeColor(COLOR.ink).stroke();
  doc.circle(at(row.scale.score), top + BAR.height / 2, 4).lineWidth(1.2).fillAndStroke(COLOR.primary, COLOR.white);
}

function drawTag(writer: PdfWriter, text: string, x: number, y: number): void {
  const { doc } = writer;
  doc.font(FONT.bold).fontSize(7.5);
  const width = doc.widthOfString(text) + 12;
  doc.roundedRect(x, y, width, 14, 7).fill(COLOR.accent);
  doc.fillColor(COLOR.white).text(text, x + 6, y + 2.5, { lineBreak: false });
}
