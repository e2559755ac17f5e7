// A pack or chapter as an A4 PDF, drawn with the report's PDF machinery (fonts for all nine locales, tagged structure,
// page writer): a title band, the sections in reading order, and a running header and footer with page numbers.
import { fontsForLocale } from '../../report/pdf/font-views.js';
import { format } from '../../report/compose/messages/index.js';
import { loadReportFonts } from '../../report/pdf/fonts.js';
import { drawPageFurniture } from '../../report/pdf/page-furniture.js';
import { FONT, PdfWriter } from '../../report/pdf/pdf-writer.js';
import { asFontSource, collect, taggedA4 } from '../../report/pdf/render-report-pdf.js';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE } from '../../report/pdf/theme.js';
import type { ReadingBlock, ReadingDocument } from './reading-document.js';

export async function renderReadingPdf(reading: ReadingDocument): Promise<Buffer> {
  const fonts = fontsForLocale(await loadReportFonts(), reading.locale);
  const doc = taggedA4(reading.lang, { Title: reading.title, Author: 'Mindprint', Subject: reading.kicker, Creator: 'Mindprint' });
  const done = collect(doc);
  doc.registerFont(FONT.regular, asFontSource(fonts.regular));
  doc.registerFont(FONT.bold, asFontSource(fonts.bold));

  const writer = new PdfWriter(doc);
  drawTitle(writer, reading);
  reading.sections.forEach((section, index) => {
    writer.tags.group('Sect', () => {
      writer.sectionHeading(index + 1, section.heading);
      if (section.label) writer.note(section.label);
      for (const block of section.blocks) drawBlock(writer, block);
    });
  });
  writer.tags.end();
  drawPageFurniture(doc, {
    header: reading.title,
    footer: reading.labels.footer,
    pageOf: (page, pages) => format(reading.labels.pageOf, { page, pages }),
  });
  doc.end();
  return done;
}

function drawTitle(writer: PdfWriter, reading: ReadingDocument): void {
  const { doc, tags } = writer;
  const bandHeight = 230;
  tags.group('Sect', () => {
    tags.artifact(() => doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.primary));
    tags.element('P', () => doc.font(FONT.bold).fontSize(11).fillColor(COLOR.white).text('MINDPRINT', MARGIN.left, 52, { characterSpacing: 3, lineBreak: false }));
    tags.element('P', () => doc.font(FONT.regular).fontSize(12).fillColor(COLOR.primarySoft).text(reading.kicker, MARGIN.left, 76, { width: CONTENT_WIDTH }));
    tags.element('H1', () => doc.font(FONT.bold).fontSize(26).fillColor(COLOR.white).text(reading.title, MARGIN.left, 104, { width: CONTENT_WIDTH }));
    tags.element('P', () => doc.font(FONT.regular).fontSize(12).fillColor(COLOR.primarySoft).text(reading.subtitle, MARGIN.left, doc.y + 8, { width: CONTENT_WIDTH }));
    doc.x = MARGIN.left;
    doc.y = Math.max(doc.y, bandHeight) + 24;
    writer.note(reading.tailoring);
  });
}

function drawBlock(writer: PdfWriter, block: ReadingBlock): void {
  switch (block.kind) {
    case 'paragraph':
      writer.paragraph(block.text);
      return;
    case 'subheading':
      writer.subheading(block.text);
      return;
    case 'bullets':
      writer.list(block.items);
      return;
    case 'steps':
      writer.list(block.items, true);
      return;
    case 'exercise':
      writer.subheading(block.title);
      writer.list(block.steps, true);
      writer.note(block.reflection);
      return;
    case 'callout':
      writer.note(block.text);
      return;
  }
}
