// Draws parsed SVG art (svg-subset.ts) with pdfkit's own path operators, so the art stays vector in the PDF.
import type { SvgArt, SvgNode, SvgTransform } from './svg-subset.js';

export interface ArtBox {
  /** Top-left corner on the page, in points. */
  x: number;
  y: number;
  /** Width and height of the square the view box is fitted into. */
  size: number;
}

export function drawSvgArt(doc: PDFKit.PDFDocument, art: SvgArt, box: ArtBox): void {
  const [minX, minY, width, height] = art.viewBox;
  doc.save();
  doc.translate(box.x, box.y).scale(box.size / Math.max(width, height)).translate(-minX, -minY);
  drawNodes(doc, art.children);
  doc.restore();
}

function drawNodes(doc: PDFKit.PDFDocument, nodes: readonly SvgNode[]): void {
  for (const node of nodes) {
    doc.save();
    applyTransforms(doc, node.transforms);
    if (node.kind === 'group') drawNodes(doc, node.children);
    else drawShape(doc, node);
    doc.restore();
  }
}

function applyTransforms(doc: PDFKit.PDFDocument, transforms: readonly SvgTransform[]): void {
  for (const transform of transforms) {
    if (transform.op === 'translate') doc.translate(transform.x, transform.y);
    else if (transform.op === 'scale') doc.scale(transform.x, transform.y);
    else doc.rotate(transform.angle, { origin: [transform.cx, transform.cy] });
  }
}

function drawShape(doc: PDFKit.PDFDocument, shape: Extract<SvgNode, { kind: 'shape' }>): void {
  const { fill, stroke, strokeWidth, lineJoin, lineCap } = shape.style;
  if (!fill && !(stroke && strokeWidth > 0)) return;
  doc.path(shape.d);
  if (stroke && strokeWidth > 0) doc.lineWidth(strokeWidth).lineJoin(lineJoin).lineCap(lineCap);
  if (fill && stroke && strokeWidth > 0) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
}
