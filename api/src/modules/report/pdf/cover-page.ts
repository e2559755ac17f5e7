// The top of page 1: the type's illustration, code and title on a coloured band, then the basic fields (population,
// keywords, famous people); the sections follow on the same page.
import type { ReportDocument } from '../compose/report-document.js';
import { FONT, type PdfWriter } from './pdf-writer.js';
import { drawSvgArt } from './svg-art-pdf.js';
import type { SvgArt } from './svg-subset.js';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE } from './theme.js';

const MIN_BAND_HEIGHT = 318;
/** The illustration sits in the band's top-right corner, above the title line. */
const ART = { size: 148, top: 44, gap: 16 } as const;

export function drawCoverPage(writer: PdfWriter, report: ReportDocument, art: SvgArt | null): void {
  writer.tags.group('Sect', () => drawCover(writer, report, art));
}

function drawCover(writer: PdfWriter, report: ReportDocument, art: SvgArt | null): void {
  const { doc, tags } = writer;
  const left = MARGIN.left;
  const titleTop = 206;
  // The lines beside the art stop short of it; the title starts below it and has the full width.
  const besideArt = art ? CONTENT_WIDTH - ART.size - ART.gap : CONTENT_WIDTH;
  // The band grows when a long type title wraps, so the lines under it stay on the colour.
  doc.font(FONT.bold).fontSize(23);
  const titleHeight = doc.heightOfString(report.type.title, { width: CONTENT_WIDTH });
  const linesHeight = (report.secondary ? 2 : 1) * 11 * 1.5;
  const bandHeight = Math.max(MIN_BAND_HEIGHT, titleTop + titleHeight + 6 + linesHeight + 40);

  tags.artifact(() => doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.primary));
  // Decoration, like alt="" on the web: the H1 beside it names the type, and the emblem adds nothing a screen reader
  // should announce, so it is an artifact rather than a Figure.
  if (art) tags.artifact(() => drawSvgArt(doc, art, { x: left + CONTENT_WIDTH - ART.size, y: ART.top, size: ART.size }));
  tags.element('P', () => {
    doc.font(FONT.bold).fontSize(11).fillColor(COLOR.white).text('MINDPRINT', left, 52, { characterSpacing: 3, lineBreak: false });
  });
  tags.element('P', () => doc.font(FONT.regular).fontSize(12).fillColor(COLOR.primarySoft).text(report.kicker, left, 74, { width: besideArt }));
  // The type code and its title are the report's one H1, the heading the section H2s sit under; two runs, so the
  // actual text spells out the space between them.
  tags.element('H1', () => {
    doc.font(FONT.bold).fontSize(66).fillColor(COLOR.white).text(report.type.fullCode, left, 112, { width: besideArt, lineBreak: false });
    doc.font(FONT.bold).fontSize(23).text(report.type.title, left, titleTop, { width: CONTENT_WIDTH });
  }, { actual: `${report.type.fullCode} ${report.type.title}` });
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.primarySoft);
  tags.element('P', () => doc.text(report.type.identityLine, left, doc.y + 6, { width: CONTENT_WIDTH }));
  const secondary = report.secondary;
  if (secondary) tags.element('P', () => doc.text(secondary.line, { width: CONTENT_WIDTH }));

  doc.font(FONT.regular).fontSize(12.5).fillColor(COLOR.ink);
  tags.element('P', () => doc.text(report.type.summary, left, bandHeight + 30, { width: CONTENT_WIDTH, lineGap: 2 }));
  drawBasics(writer, report, doc.y + 26);
}

function drawBasics(writer: PdfWriter, report: ReportDocument, top: number): void {
  const { doc, tags } = writer;
  const { basics } = report;
  const left = MARGIN.left;
  tags.element('H2', () => doc.font(FONT.bold).fontSize(13).fillColor(COLOR.primary).text(basics.heading, left, top, { width: CONTENT_WIDTH }));
  writer.rule(doc.y + 3);

  // The population figures side by side: a list of "figure, what it is a share of".
  const figuresTop = doc.y + 14;
  const column = CONTENT_WIDTH / basics.population.length;
  let figuresBottom = figuresTop;
  tags.group('L', () => basics.population.forEach((figure, index) => {
    const x = left + index * column;
    tags.group('LI', () => tags.group('LBody', () => {
      tags.element('P', () => doc.font(FONT.bold).fontSize(24).fillColor(COLOR.primary).text(figure.text, x, figuresTop, { width: column - 12, lineBreak: false }));
      tags.element('P', () => doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(figure.label, x, figuresTop + 32, { width: column - 12 }));
    }));
    figuresBottom = Math.max(figuresBottom, doc.y);
  }));
  tags.element('P', () => doc.fontSize(8).text(basics.populationSource, left, figuresBottom + 6, { width: CONTENT_WIDTH }));

  label(writer, basics.keywordsLabel, doc.y + 16);
  drawChips(writer, basics.keywords, doc.y + 4);
  label(writer, basics.famousPeopleLabel, doc.y + 14);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.ink);
  tags.element('P', () => doc.text(basics.famousPeople.join(' · '), left, doc.y + 3, { width: CONTENT_WIDTH }));
}

function label(writer: PdfWriter, text: string, top: number): void {
  writer.tags.element('H3', () => writer.doc.font(FONT.bold).fontSize(10).fillColor(COLOR.ink).text(text, MARGIN.left, top, { width: CONTENT_WIDTH }));
}

/** Keywords as rounded tags, wrapped to the content width. */
function drawChips(writer: PdfWriter, words: readonly string[], top: number): void {
  const { doc } = writer;
  const height = 19;
  const gap = 6;
  let x = MARGIN.left;
  let y = top;
  doc.font(FONT.regular).fontSize(9.5);
  writer.tags.group('L', () => {
    for (const word of words) {
      const width = doc.widthOfString(word) + 18;
      if (x + width > MARGIN.left + CONTENT_WIDTH) {
        x = MARGIN.left;
        y += height + gap;
      }
      writer.tags.artifact(() => doc.roundedRect(x, y, width, height, height / 2).fill(COLOR.primarySoft));
      writer.tags.group('LI', () => writer.tags.element('LBody', () => doc.fillColor(COLOR.primary).text(word, x + 9, y + 3.5, { lineBreak: false })));
      x += width + gap;
    }
  });
  doc.x = MARGIN.left;
  doc.y = y + height;
}
