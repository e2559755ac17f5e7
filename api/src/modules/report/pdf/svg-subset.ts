// The SVG subset our type art is drawn in (assets/type-art/README.md), parsed into shapes a PDF can draw: every shape
// becomes path data with its inherited fill and stroke resolved, and groups keep only their transforms.
import { parseXml, SvgFormatError, type XmlElement } from './svg-xml.js';

export interface SvgStyle {
  /** '#rrggbb', or null for none. */
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  lineJoin: 'miter' | 'round' | 'bevel';
  lineCap: 'butt' | 'round' | 'square';
}

export type SvgTransform =
  | { op: 'translate'; x: number; y: number }
  | { op: 'rotate'; angle: number; cx: number; cy: number }
  | { op: 'scale'; x: number; y: number };

export type SvgNode =
  | { kind: 'group'; transforms: SvgTransform[]; children: SvgNode[] }
  | { kind: 'shape'; element: string; transforms: SvgTransform[]; d: string; style: SvgStyle };

export interface SvgArt {
  viewBox: readonly [number, number, number, number];
  children: SvgNode[];
}

const PAINT_ATTRIBUTES = ['fill', 'stroke', 'stroke-width', 'stroke-linejoin', 'stroke-linecap', 'transform'];
/** The geometry attributes each element may carry, besides the paint ones. */
const SHAPES: Readonly<Record<string, readonly string[]>> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  polygon: ['points'],
  polyline: ['points'],
  line: ['x1', 'y1', 'x2', 'y2'],
};
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const DEFAULT_STYLE: SvgStyle = { fill: '#000000', stroke: null, strokeWidth: 1, lineJoin: 'miter', lineCap: 'butt' };
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const PATH_DATA = /^\s*[Mm][\s\d.,eE+\-MmLlHhVvCcSsQqTtAaZz]*$/;
/** Lengths that may not be negative. */
const SIZES = new Set(['r', 'rx', 'ry', 'width', 'height']);
const TRANSFORM = /\s*(translate|rotate|scale)\(([^)]*)\)\s*/y;

export { SvgFormatError };

export function parseSvgSubset(source: string): SvgArt {
  const root = parseXml(source);
  if (root.name !== 'svg') throw new SvgFormatError(`the root element is <${root.name}>, not <svg>`);
  checkAttributes(root, ['xmlns', 'viewBox']);
  if (root.attributes.get('xmlns') !== SVG_NAMESPACE) throw new SvgFormatError('the root element lacks the SVG namespace');
  const viewBox = numbers(root.attributes.get('viewBox') ?? '', 'viewBox');
  if (viewBox.length !== 4 || viewBox[2] <= 0 || viewBox[3] <= 0) throw new SvgFormatError('viewBox must be four numbers with a positive size');
  return { viewBox: [viewBox[0], viewBox[1], viewBox[2], viewBox[3]], children: root.children.map((child) => node(child, DEFAULT_STYLE)) };
}

function node(element: XmlElement, inherited: SvgStyle): SvgNode {
  const style = styleOf(element, inherited);
  const transforms = parseTransforms(element.attributes.get('transform') ?? '');
  if (element.name === 'g') {
    checkAttributes(element, []);
    return { kind: 'group', transforms, children: element.children.map((child) => node(child, style)) };
  }
  const geometry = SHAPES[element.name];
  if (!geometry) throw new SvgFormatError(`<${element.name}> is not in the subset`);
  checkAttributes(element, geometry);
  if (element.children.length > 0) throw new SvgFormatError(`<${element.name}> must be empty`);
  // A line has no inside: SVG never fills it, whatever fill it inherits.
  const shapeStyle = element.name === 'line' ? { ...style, fill: null } : style;
  return { kind: 'shape', element: element.name, transforms, d: pathData(element), style: shapeStyle };
}

function checkAttributes(element: XmlElement, allowed: readonly string[]): void {
  const paint = element.name === 'svg' ? [] : PAINT_ATTRIBUTES;
  for (const name of element.attributes.keys()) {
    if (!allowed.includes(name) && !paint.includes(name)) throw new SvgFormatError(`<${element.name}> may not carry ${name}`);
  }
}

function styleOf(element: XmlElement, inherited: SvgStyle): SvgStyle {
  const get = (name: string) => element.attributes.get(name);
  const width = get('stroke-width');
  return {
    fill: paint(get('fill'), inherited.fill),
    stroke: paint(get('stroke'), inherited.stroke),
    strokeWidth: width === undefined ? inherited.strokeWidth : positive(width, 'stroke-width'),
    lineJoin: oneOf(get('stroke-linejoin'), ['miter', 'round', 'bevel'] as const, inherited.lineJoin),
    lineCap: oneOf(get('stroke-linecap'), ['butt', 'round', 'square'] as const, inherited.lineCap),
  };
}

/** Solid colours only: #rgb or #rrggbb (normalised to #rrggbb), or none. */
function paint(value: string | undefined, inherited: string | null): string | null {
  if (value === undefined) return inherited;
  if (value === 'none') return null;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  throw new SvgFormatError(`${value} is not a solid colour`);
}

function oneOf<T extends string>(value: string | undefined, options: readonly T[], inherited: T): T {
  if (value === undefined) return inherited;
  if (!(options as readonly string[]).includes(value)) throw new SvgFormatError(`${value} is not one of ${options.join(', ')}`);
  return value as T;
}

function numbers(value: string, what: string): number[] {
  const parts = value.trim().split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !NUMBER.test(part))) throw new SvgFormatError(`${what} has a value that is not a number: ${value}`);
  return parts.map(Number);
}

function single(value: string, what: string): number {
  const [number, ...rest] = numbers(value, what);
  if (number === undefined || rest.length > 0) throw new SvgFormatError(`${what} must be one number, not ${value}`);
  return number;
}

function positive(value: string, what: string): number {
  const number = single(value, what);
  if (number < 0) throw new SvgFormatError(`${what} must not be negative: ${value}`);
  return number;
}

export function parseTransforms(value: string): SvgTransform[] {
  const transforms: SvgTransform[] = [];
  TRANSFORM.lastIndex = 0;
  while (TRANSFORM.lastIndex < value.length) {
    const match = TRANSFORM.exec(value);
    if (!match) throw new SvgFormatError(`unsupported transform: ${value}`);
    const args = numbers(match[2], 'transform');
    const [a, b, c] = args;
    if (a === undefined) throw new SvgFormatError(`unsupported transform: ${match[0]}`);
    if (match[1] === 'translate' && args.length <= 2) transforms.push({ op: 'translate', x: a, y: b ?? 0 });
    else if (match[1] === 'scale' && args.length <= 2) transforms.push({ op: 'scale', x: a, y: b ?? a });
    else if (match[1] === 'rotate' && (args.length === 1 || args.length === 3)) transforms.push({ op: 'rotate', angle: a, cx: b ?? 0, cy: c ?? 0 });
    else throw new SvgFormatError(`unsupported transform: ${match[0]}`);
  }
  return transforms;
}

/** Every shape as path data, so the PDF side draws one kind of thing. */
function pathData(element: XmlElement): string {
  const n = (name: string, fallback?: number) => {
    const value = element.attributes.get(name);
    if (value === undefined && fallback !== undefined) return fallback;
    if (value === undefined) throw new SvgFormatError(`<${element.name}> lacks ${name}`);
    return SIZES.has(name) ? positive(value, name) : single(value, name);
  };
  switch (element.name) {
    case 'path': {
      const d = element.attributes.get('d') ?? '';
      if (!PATH_DATA.test(d)) throw new SvgFormatError(`path data must start with a move and hold only commands and numbers: ${d}`);
      return d.trim();
    }
    case 'circle':
      return ellipse(n('cx', 0), n('cy', 0), n('r'), n('r'));
    case 'ellipse':
      return ellipse(n('cx', 0), n('cy', 0), n('rx'), n('ry'));
    case 'rect':
      return rect(n('x', 0), n('y', 0), n('width'), n('height'), element.attributes.has('rx') ? n('rx') : n('ry', 0), element.attributes.has('ry') ? n('ry') : n('rx', 0));
    case 'line':
      return `M${n('x1', 0)} ${n('y1', 0)}L${n('x2', 0)} ${n('y2', 0)}`;
    default: {
      const points = numbers(element.attributes.get('points') ?? '', 'points');
      if (points.length < 4 || points.length % 2 !== 0) throw new SvgFormatError(`<${element.name}> needs pairs of points`);
      const pairs = points.flatMap((value, index) => (index % 2 === 0 ? [`${value} ${points[index + 1]}`] : []));
      return `M${pairs.join('L')}${element.name === 'polygon' ? 'Z' : ''}`;
    }
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}

function rect(x: number, y: number, width: number, height: number, rxIn: number, ryIn: number): string {
  const rx = Math.min(rxIn, width / 2);
  const ry = Math.min(ryIn, height / 2);
  if (rx === 0 || ry === 0) return `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
  const corner = (toX: number, toY: number) => `A${rx} ${ry} 0 0 1 ${toX} ${toY}`;
  return `M${x + rx} ${y}H${x + width - rx}${corner(x + width, y + ry)}V${y + height - ry}${corner(x + width - rx, y + height)}`
    + `H${x + rx}${corner(x, y + height - ry)}V${y + ry}${corner(x + rx, y)}Z`;
}
