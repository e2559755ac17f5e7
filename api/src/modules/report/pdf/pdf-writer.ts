// Flowing text on the report's pages: headings kept with what follows, paragraphs, notes and lists, each tagged.
import { ReportStructure } from './report-structure.js';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE, SIZE } from './theme.js';

export const FONT = { regular: 'report-regular', bold: 'report-bold' } as const;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly tags: ReportStructure;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    this.tags = new ReportStructure(doc);
  }

  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  /** Body text style; returns the options text() and heightOfString() need. */
  body(size: number = SIZE.body, color: string = COLOR.ink, font: string = FONT.regular): PDFKit.Mixins.TextOptions {
    this.doc.font(font).fontSize(size).fillColor(color);
    return { width: CONTENT_WIDTH, lineGap: SIZE.lineGap };
  }

  sectionHeading(number: number, title: string): void {
    this.ensureSpace(110);
    const { doc } = this;
    if (doc.y > MARGIN.top) doc.y += 14;
    const top = doc.y;
    const label = String(number).padStart(2, '0');
    // H2: the report's title on the cover is the one H1. The number and the title are two runs with no space between
    // them, so the heading's actual text spells the space out for screen readers.
    this.tags.element('H2', () => {
      doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.accent).text(label, MARGIN.left, top, { lineBreak: false });
      doc.fillColor(COLOR.primary).text(title, MARGIN.left + 30, top, { width: CONTENT_WIDTH - 30 });
    }, { actual: `${label} ${title}` });
    this.rule(doc.y + 2);
    doc.x = MARGIN.left;
    doc.y += 10;
  }

  subheading(text: string): void {
    const options = this.body(SIZE.subheading, COLOR.primary, FONT.bold);
    this.ensureSpace(this.doc.heightOfString(text, options) + 40);
    this.doc.y += 4;
    this.tags.element('H3', () => this.doc.text(text, MARGIN.left, this.doc.y, options));
    this.doc.y += 4;
  }

  /** A full-width hairline under a heading: decoration, so an artifact. */
  rule(y: number): void {
    this.tags.artifact(() => {
      this.doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + CONTENT_WIDTH, y).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
    });
  }

  paragraph(text: string): void {
    const options = this.body();
    this.ensureSpace(Math.min(this.doc.heightOfString(text, options), 3 * this.doc.currentLineHeight(true)));
    this.tags.element('P', () => this.doc.text(text, MARGIN.left, this.doc.y, { ...options, paragraphGap: SIZE.paragraphGap }));
  }

  /** A highlighted box with an accent bar: borderline and secondary-type notes, the not-a-diagnosis statement. */
  note(text: string): void {
    const pad = 9;
    const options = { ...this.body(), width: CONTENT_WIDTH - 2 * pad - 3 };
    const height = this.doc.heightOfString(text, options) + 2 * pad;
    this.ensureSpace(height + SIZE.paragraphGap);
    const { doc } = this;
    const top = doc.y;
    this.tags.artifact(() => {
      doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.noteFill);
      doc.rect(MARGIN.left, top, 3, height).fill(COLOR.accent);
    });
    this.body();
    this.tags.element('P', () => doc.text(text, MARGIN.left + 3 + pad, top + pad, options));
    doc.x = MARGIN.left;
    doc.y = top + height + SIZE.paragraphGap;
  }

  list(items: readonly string[], ordered = false): void {
    const { doc } = this;
    const indent = ordered ? 20 : 14;
    // A page break can fall between items, never inside one: the list stays one L across pages.
    this.tags.group('L', () => {
      for (const [index, item] of items.entries()) {
        const options = { ...this.body(), width: CONTENT_WIDTH - indent };
        this.ensureSpace(Math.min(doc.heightOfString(item, options), 2 * doc.currentLineHeight(true)));
        const top = doc.y;
        // A bullet says nothing a screen reader should read; a number is the item's label.
        if (!ordered) this.tags.artifact(() => doc.circle(MARGIN.left + 4, top + doc.currentLineHeight() / 2 + 0.5, 2).fill(COLOR.accent));
        this.tags.group('LI', () => {
          if (ordered) {
            this.tags.element('Lbl', () => doc.fillColor(COLOR.primary).text(`${index + 1}.`, MARGIN.left, top, { width: indent, lineBreak: false }));
          }
          this.body();
          this.tags.element('LBody', () => doc.text(item, MARGIN.left + indent, top, options));
        });
        doc.x = MARGIN.left;
        doc.y += 3;
      }
    });
    doc.y += SIZE.paragraphGap - 3;
  }
}
