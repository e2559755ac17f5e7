// The OpenGraph share images (1200 x 630 PNG): a type's art from assets/type-art beside its code and our wordmark, in
// the art's own palette, and one site image for every other page. Rendered with resvg (a binary from the npm registry)
// at build time; nothing here runs in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const TYPE_ART_DIR = fileURLToPath(new URL('../../assets/type-art/', import.meta.url));
/** The wordmark and the code are set in the report's own typeface, Source Han Sans Bold. */
const FONT_FILE = createRequire(import.meta.url).resolve('node-source-han-sans/SourceHanSans-Bold.otf');
const FONT_FAMILY = 'Source Han Sans';
const INK = '#1f2430';

export interface TypeArtSource {
  code: string;
  /** The art without its <svg> element, ready to nest in a larger drawing. */
  body: string;
  /** The backdrop disc's colour and the outline colour: the temperament's palette (assets/type-art/README.md). */
  tint: string;
  ink: string;
}

export function readTypeArt(): TypeArtSource[] {
  return readdirSync(TYPE_ART_DIR).filter((file) => /^[EI][NS][FT][JP]\.svg$/.test(file)).sort().map((file) => {
    const source = readFileSync(`${TYPE_ART_DIR}${file}`, 'utf8');
    const tint = /<circle [^>]*fill="(#[0-9a-f]{6})"/.exec(source)?.[1];
    const ink = /<g [^>]*stroke="(#[0-9a-f]{6})"/.exec(source)?.[1];
    const body = /^<svg [^>]*>([\s\S]*)<\/svg>\s*$/.exec(source)?.[1];
    if (!tint || !ink || !body) throw new Error(`${file} lacks the backdrop disc, the outlined group or the <svg> wrapper`);
    return { code: file.slice(0, 4), body, tint, ink };
  });
}

function nested(art: TypeArtSource, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 240 240">${art.body}</svg>`;
}

const text = (x: number, y: number, size: number, spacing: number, fill: string, content: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}" letter-spacing="${spacing}" `
  + `fill="${fill}" text-anchor="${anchor}">${content}</text>`;

const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_SIZE.width}" height="${OG_SIZE.height}" viewBox="0 0 ${OG_SIZE.width} ${OG_SIZE.height}">`
  + `<rect width="100%" height="100%" fill="#ffffff"/>${background}${body}</svg>`;

/** The art on the left, the wordmark, the code and a rule on the right, over a wash of the temperament's tint. */
export function typeImageSvg(art: TypeArtSource): string {
  return frame(`<rect width="100%" height="100%" fill="${art.tint}" opacity="0.45"/>`, nested(art, 70, 65, 500)
    + text(640, 190, 46, 10, INK, 'MINDPRINT')
    + text(632, 392, 180, 6, art.ink, art.code)
    + `<rect x="640" y="450" width="120" height="12" rx="6" fill="${art.ink}"/>`);
}

/** The wordmark above one emblem of each temperament. */
export function siteImageSvg(arts: readonly TypeArtSource[]): string {
  const picks = ['INTJ', 'ENFP', 'ISFJ', 'ESTP'].map((code) => arts.find((art) => art.code === code))
    .filter((art): art is TypeArtSource => Boolean(art));
  const size = 230;
  const gap = 40;
  const left = (OG_SIZE.width - picks.length * size - (picks.length - 1) * gap) / 2;
  return frame('<rect width="100%" height="100%" fill="#f6f7fb"/>', text(600, 170, 76, 18, INK, 'MINDPRINT', 'middle')
    + picks.map((art, index) => nested(art, left + index * (size + gap), 260, size)).join(''));
}

/** Only our font: the images look the same on every machine that builds them. */
export function render(svg: string): ReturnType<Resvg['render']> {
  return new Resvg(svg, { font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY } }).render();
}

export function renderPng(svg: string): Buffer {
  return render(svg).asPng();
}
