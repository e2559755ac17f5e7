// Per-locale views of the shared fonts: regional glyph forms, a cheaper shaping rule, glyph fallbacks, and a shaping
// cache that outlives a single document.
import type { Locale } from '../../../shared/locale.js';
import type { ParsedFont, ReportFonts } from './fonts.js';

/** Source Han Sans's OpenType language systems: with them, 'locl' picks the Chinese, Hong Kong or Korean glyph forms. */
const LANGUAGE_SYSTEMS: Partial<Record<Locale, string>> = { CN: 'ZHS', HK: 'ZHH', JA: 'JAN', KR: 'KOR' };
// The font's 'ccmp' is a large set of chaining lookups and costs about 80% of the shaping time, yet on our copy it
// only joins doubled CJK dashes ('——', '――'). Texts that have something for ccmp to compose (those dashes, combining
// marks, variation selectors, conjoining Hangul jamo) keep it.
const NEEDS_CCMP = /[\u2014\u2015\u2500]{2}|\p{M}|[\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]/u;
/** Intl puts U+202F (narrow no-break space) in French numbers; the font has no glyph for it, but has U+00A0. */
const MISSING_GLYPHS = /\u202f/g;
/**
 * Shaped runs kept for all views together, least recently used dropped first. Report copy repeats across reports, so
 * most words and lines are shaped once per process. A run is at most a few KB (a CJK line), so the cache stays
 * under 100 MB even in the worst case; rendering each of the 144 type and locale pairs once fills about 25 MB.
 */
const CACHE_LIMIT = 30_000;

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface ShapedRun {
  glyphs: readonly unknown[];
  positions: Position[];
  readonly advanceWidth: number;
}

const views = new Map<string, ReportFonts>();
const shapedRuns = new Map<string, { glyphs: readonly unknown[]; positions: readonly Position[] }>();

/** The fonts as shaped for one locale; views share the parsed font and are cached, so this is cheap per document. */
export function fontsForLocale(fonts: ReportFonts, locale: Locale): ReportFonts {
  const key = `${locale}:${fonts.regular.postscriptName}:${fonts.bold.postscriptName}`;
  let localeFonts = views.get(key);
  if (!localeFonts) {
    const language = LANGUAGE_SYSTEMS[locale];
    localeFonts = { regular: shapedFor(fonts.regular, language), bold: shapedFor(fonts.bold, language) };
    views.set(key, localeFonts);
  }
  return localeFonts;
}

/**
 * A view of the font (the font is its prototype, so pdfkit reads tables and subsets through it) whose layout() adds the
 * language system and the ccmp rule and answers repeated texts from a cache. pdfkit scales the positions of the run it
 * gets in place, so every call returns fresh position objects.
 */
function shapedFor(font: ParsedFont, language: string | undefined): ParsedFont {
  const prefix = `${font.postscriptName}:${language ?? ''}:`;
  const view = Object.create(font) as { -readonly [K in keyof ParsedFont]: ParsedFont[K] };
  view.layout = (text, features, script, lang, direction) => {
    const printable = text.replace(MISSING_GLYPHS, '\u00a0');
    if (features !== undefined || script !== undefined || lang !== undefined || direction !== undefined) {
      return font.layout(printable, features, script, lang ?? language, direction);
    }
    const key = prefix + printable;
    let shaped = shapedRuns.get(key);
    if (shaped) {
      // Refresh the entry's place in the insertion order, so eviction drops the least recently used text.
      shapedRuns.delete(key);
    } else {
      // A fresh feature object each time: fontkit writes the features it applied into the object it is given.
      const features = NEEDS_CCMP.test(printable) ? undefined : { ccmp: false };
      const run = font.layout(printable, features, undefined, language) as ShapedRun;
      shaped = { glyphs: run.glyphs, positions: run.positions.map(copyPosition) };
      if (shapedRuns.size >= CACHE_LIMIT) shapedRuns.delete(shapedRuns.keys().next().value as string);
    }
    shapedRuns.set(key, shaped);
    return freshRun(shaped.glyphs, shaped.positions);
  };
  return view;
}

function copyPosition(position: Position): Position {
  return { xAdvance: position.xAdvance, yAdvance: position.yAdvance, xOffset: position.xOffset, yOffset: position.yOffset };
}

/** What pdfkit reads from a fontkit GlyphRun: glyphs, positions, and advanceWidth summed from the positions. */
function freshRun(glyphs: readonly unknown[], positions: readonly Position[]): ShapedRun {
  return {
    glyphs,
    positions: positions.map(copyPosition),
    get advanceWidth() {
      let width = 0;
      for (const position of this.positions) width += position.xAdvance;
      return width;
    },
  };
}
