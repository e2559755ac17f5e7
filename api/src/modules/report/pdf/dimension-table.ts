// The dimension table: per indicator the name with a two-pole bar (score marker, 90% band, midpoint), the score,
// the reference range and the quick interpretation, with borderline rows flagged and explained. Tagged as a Table
// with column headers; each bar is a Figure whose alternative text gives the score and range it draws.
import { t } from '../../../i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import type { DimensionRow, ReportDocument } from '../compose/report-document.js';
import { FONT, type PdfWriter } from './pdf-writer.js';
import { COLOR, CONTENT_WIDTH, MARGIN } from './theme.js';

const PAD = 7;
/** The cells of a row's head line; the interpretation and the borderline note run below them at the full width. */
const COLUMNS = { name: 170, score: 56, range: 84 } as const;
const QUICK = CONTENT_WIDTH - COLUMNS.name - COLUMNS.score - COLUMNS.range;
const X = {
  name: MARGIN.left,
  score: MARGIN.left + COLUMNS.name,
  range: MARGIN.left + COLUMNS.name + COLUMNS.score,
  quick: MARGIN.left + COLUMNS.name + COLUMNS.score + COLUMNS.range,
};
const TEXT = { size: 8.8, lineGap: 1, width: CONTENT_WIDTH - 2 * PAD } as const;
const NOTE = { indent: 8, gap: 6 } as const;
const TAG_HEIGHT = 14;
const BAR = { width: COLUMNS.name - 2 * PAD - 16, height: 7 };

type TableLabels = ReportDocument['labels']['table'];

/**
 * A row is drawn in two pieces, each kept whole: the head line with the interpretation under it, then the borderline
 * note. The note may go on over a page break (the header repeats there), so no page is left mostly blank by one tall row.
 */
export function drawDimensionTable(writer: PdfWriter, rows: readonly DimensionRow[], labels: TableLabels, locale: Locale): void {
  // Keep the header with the first row.
  if (rows.length) writer.ensureSpace(40 + firstPieceHeight(writer, rows[0], locale));
  writer.tags.group('Table', () => {
    drawHeader(writer, labels, false);
    for (const row of rows) drawRow(writer, row, labels, locale);
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
    [labels.interpretation, X.quick, QUICK],
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

function textHeight(writer: PdfWriter, text: string, width: number): number {
  writer.doc.font(FONT.regular).fontSize(TEXT.size);
  return writer.doc.heightOfString(text, { width, lineGap: TEXT.lineGap });
}

/** The head line: the name above its bar, the score, the range, and the clarity with the borderline flag. */
function headHeight(writer: PdfWriter, row: DimensionRow, locale: Locale): number {
  const { doc } = writer;
  doc.font(FONT.bold).fontSize(10);
  const name = doc.heightOfString(row.name, { width: COLUMNS.name - 2 * PAD }) + 6 + BAR.height + 4;
  doc.font(FONT.bold).fontSize(8.5);
  const quick = doc.heightOfString(clarity(row, locale), { width: QUICK - 2 * PAD }) + (row.borderline ? 5 + TAG_HEIGHT : 0);
  return Math.max(name, quick, 16) + PAD + 6;
}

function firstPieceHeight(writer: PdfWriter, row: DimensionRow, locale: Locale): number {
  return headHeight(writer, row, locale) + textHeight(writer, row.interpretation, TEXT.width) + PAD;
}

function noteHeight(writer: PdfWriter, note: string): number {
  return textHeight(writer, note, TEXT.width - NOTE.indent) + NOTE.gap + PAD;
}

function clarity(row: DimensionRow, locale: Locale): string {
  return t(locale, 'report.table.clarity', { level: row.clarityLabel });
}

/** Starts a new page, with the header drawn again, unless `height` points still fit on this one. */
function fitOrTurn(writer: PdfWriter, labels: TableLabels, height: number): void {
  if (writer.doc.y + height <= writer.bottom) return;
  writer.newPage();
  drawHeader(writer, labels, true);
}

/** The row's fill (borderline rows are tinted) behind a piece of it, and the rule that closes it. */
function paintPiece(writer: PdfWriter, row: DimensionRow, top: number, height: number, last: boolean): void {
  const { doc } = writer;
  writer.tags.artifact(() => {
    if (row.borderline) doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.noteFill);
    if (last) doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + CONTENT_WIDTH, top + height).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  });
}

function drawRow(writer: PdfWriter, row: DimensionRow, labels: TableLabels, locale: Locale): void {
  const { doc, tags } = writer;
  const head = headHeight(writer, row, locale);
  const first = firstPieceHeight(writer, row, locale);
  const borderline = row.borderline;
  fitOrTurn(writer, labels, first);
  const top = doc.y;
  paintPiece(writer, row, top, first, !borderline);

  tags.group('TR', () => {
    // Dimension: the name and its bar.
    tags.group('TD', () => {
      tags.element('P', () => doc.font(FONT.bold).fontSize(10).fillColor(COLOR.ink).text(row.name, X.name + PAD, top + PAD, { width: COLUMNS.name - 2 * PAD }));
      drawBar(writer, row, X.name + PAD, doc.y + 6, barDescription(row, labels, locale));
    });
    // Score and reference range, toward the person's letter.
    tags.element('TD', () => {
      doc.font(FONT.bold).fontSize(12).fillColor(COLOR.primary).text(`${row.letter} ${row.score}`, X.score + PAD, top + PAD, { width: COLUMNS.score - 2 * PAD, lineBreak: false });
    });
    tags.element('TD', () => {
      doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink).text(`${row.range.low}–${row.range.high}`, X.range + PAD, top + PAD + 2, { width: COLUMNS.range - 2 * PAD, lineBreak: false });
    });
    // Quick interpretation: the clarity and the borderline flag in the head line, then the text and the note below.
    tags.group('TD', () => {
      tags.element('P', () => doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.primary).text(clarity(row, locale), X.quick + PAD, top + PAD + 1.5, { width: QUICK - 2 * PAD }));
      if (borderline) drawTag(writer, labels.borderline, X.quick + PAD, doc.y + 5);
      doc.font(FONT.regular).fontSize(TEXT.size).fillColor(COLOR.ink);
      tags.element('P', () => doc.text(row.interpretation, X.name + PAD, top + head, { width: TEXT.width, lineGap: TEXT.lineGap }));
      if (borderline) drawNote(writer, row, labels, borderline, top + first);
    });
  });
  doc.x = MARGIN.left;
  if (!borderline) doc.y = top + first;
}

/** The borderline explanation with its accent bar, on this page when it fits, else on the next. */
function drawNote(writer: PdfWriter, row: DimensionRow, labels: TableLabels, note: string, top: number): void {
  const { doc, tags } = writer;
  const height = noteHeight(writer, note);
  doc.y = top;
  fitOrTurn(writer, labels, height);
  const noteTop = doc.y;
  paintPiece(writer, row, noteTop, height, true);
  const textHeightOnly = height - NOTE.gap - PAD;
  tags.artifact(() => doc.rect(X.name + PAD, noteTop + NOTE.gap - 3, 2.5, textHeightOnly + 6).fill(COLOR.accent));
  doc.font(FONT.regular).fontSize(TEXT.size).fillColor(COLOR.ink);
  tags.element('P', () => doc.text(note, X.name + PAD + NOTE.indent, noteTop + NOTE.gap, { width: TEXT.width - NOTE.indent, lineGap: TEXT.lineGap }));
  doc.y = noteTop + height;
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
