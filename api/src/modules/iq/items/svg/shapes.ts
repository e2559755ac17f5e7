// SVG geometry of each figure. Rotation is applied to the coordinates, not as a transform, so fill patterns stay
// aligned with the page: a rotated circle then really looks like an unrotated one.
import { type Shape } from '../model.js';

type Point = readonly [number, number];

/** Outlines of the oriented shapes at radius 1, pointing up (y grows downwards, as in SVG). */
const OUTLINES: Readonly<Record<'arrow' | 'trapezoid', readonly Point[]>> = {
  arrow: [[0, -1], [0.95, 0], [0.5, 0], [0.5, 0.95], [-0.5, 0.95], [-0.5, 0], [-0.95, 0]],
  trapezoid: [[-0.95, 0.6], [0.95, 0.6], [0.45, -0.6], [-0.45, -0.6]],
};

/** Regular polygons point up; a square sits on its side. */
function regular(sides: number): Point[] {
  const start = sides === 4 ? -135 : -90;
  return Array.from({ length: sides }, (_, k) => {
    const angle = ((start + (k * 360) / sides) * Math.PI) / 180;
    return [Math.cos(angle), Math.sin(angle)] as const;
  });
}

const SIDES: Readonly<Partial<Record<Shape, number>>> = { triangle: 3, square: 4, pentagon: 5, hexagon: 6 };

const fmt = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

function place(point: Point, cx: number, cy: number, radius: number, degrees: number): string {
  const angle = (degrees * Math.PI) / 180;
  const [x, y] = point;
  return `${fmt(cx + radius * (x * Math.cos(angle) - y * Math.sin(angle)))} ${fmt(cy + radius * (x * Math.sin(angle) + y * Math.cos(angle)))}`;
}

/** One SVG element (without closing attributes) for a figure centred at (cx, cy) with the given radius. */
export function shapeElement(shape: Shape, cx: number, cy: number, radius: number, degrees: number, paint: string): string {
  if (shape === 'circle') return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}"${paint}/>`;
  if (shape === 'semicircle') {
    // The flat side is at the bottom; the arc's centre sits below the middle so the half-disc is centred.
    const from = place([-1, 0.5], cx, cy, radius, degrees);
    const to = place([1, 0.5], cx, cy, radius, degrees);
    return `<path d="M${from}A${fmt(radius)} ${fmt(radius)} 0 0 1 ${to}Z"${paint}/>`;
  }
  const sides = SIDES[shape];
  const points = sides ? regular(sides) : OUTLINES[shape as 'arrow' | 'trapezoid'];
  return `<path d="M${points.map((point) => place(point, cx, cy, radius, degrees)).join('L')}Z"${paint}/>`;
}
