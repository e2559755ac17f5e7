// The tagged-PDF structure tree of the report: every mark on a page is either content of a structure element (heading,
// paragraph, list, table cell, figure) or an artifact, so screen readers get the text in reading order and skip decoration.

/** Pagination: running headers, footers, repeated table headers. Layout: rules, backgrounds, bullets, chip shapes. */
export type ArtifactType = 'Pagination' | 'Layout';

/** pdfkit 0.20 also takes a table header's scope and a layout box; the 0.17 typings predate both. */
export interface ElementOptions extends PDFKit.Mixins.StructureElementOptions {
  scope?: 'Column' | 'Row' | 'Both';
  /** Left, top, right, bottom in pdfkit's top-down page coordinates. */
  bbox?: [number, number, number, number];
}

/** Paints `draw` as an artifact: visible, but not part of the document's content. */
export function asArtifact(doc: PDFKit.PDFDocument, type: ArtifactType, draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/**
 * Builds the tree as the pages are drawn, so the tree's order is the drawing order. A marked-content sequence must not
 * span an explicit addPage() nor contain an artifact, so callers start new pages and paint artifacts between elements,
 * never inside the `draw` of element(); pdfkit itself carries a sequence over its own text page breaks.
 */
export class ReportStructure {
  private readonly doc: PDFKit.PDFDocument;
  private readonly open: PDFKit.PDFStructureElement[];

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    const root = doc.struct('Document');
    doc.addStructure(root);
    this.open = [root];
  }

  private get current(): PDFKit.PDFStructureElement {
    return this.open[this.open.length - 1];
  }

  /** A grouping element (Sect, L, LI, LBody, Table, TR, TD) that holds what `fill` tags. */
  group(type: string, fill: () => void): void {
    const element = this.doc.struct(type);
    this.current.add(element);
    this.open.push(element);
    try {
      fill();
    } finally {
      this.open.pop();
      element.end();
    }
  }

  /** An element (H1, P, Lbl, LBody, TH, Figure) whose content is everything `draw` paints. */
  element(type: string, draw: () => void, options: ElementOptions = {}): void {
    // The element is attached to the tree as it is added, which runs `draw` inside its marked content right away.
    this.current.add(this.doc.struct(type, options, draw));
  }

  artifact(draw: () => void, type: ArtifactType = 'Layout'): void {
    asArtifact(this.doc, type, draw);
  }

  /** Closes the tree; call once the last page is drawn. */
  end(): void {
    this.open[0].end();
  }
}
