// Source Han Sans (regular and bold) for every locale: read and parsed once per process, then shared by every PDF.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * A font parsed by fontkit. pdfkit 0.20 accepts one in registerFont() ("Accept already-parsed fontkit Font instances",
 * CHANGELOG 0.20.0); @types/pdfkit 0.17 predates that, hence the narrow type and the cast where it is registered.
 */
export interface ParsedFont {
  readonly postscriptName: string;
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): unknown;
}

export interface ReportFonts {
  regular: ParsedFont;
  bold: ParsedFont;
}

interface Fontkit {
  create(data: Uint8Array, postscriptName?: string): unknown;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'node-source-han-sans/SourceHanSans-Regular.otf',
  bold: 'node-source-han-sans/SourceHanSans-Bold.otf',
} as const;
// fontkit is pdfkit's own font engine (installed with it) and ships no type declarations; a computed specifier keeps
// tsc from looking for them, and the result is checked at run time instead.
const FONTKIT_MODULE = 'fontkit';

let loading: Promise<ReportFonts> | null = null;

/**
 * The fonts, loaded on first use. Passing the file bytes to pdfkit would re-parse the 17 MB CFF table for every
 * document (about 0.4 s each); handing pdfkit the parsed font keeps that cost to the first report of the process.
 */
export function loadReportFonts(): Promise<ReportFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<ReportFonts> {
  const fontkit = (await import(FONTKIT_MODULE)) as Partial<Fontkit>;
  if (typeof fontkit.create !== 'function') throw new Error('fontkit.create is missing: is pdfkit installed?');
  const create = fontkit.create;
  const [regular, bold] = await Promise.all([FONT_FILES.regular, FONT_FILES.bold].map(async (file) => {
    const font = create(await readFile(require.resolve(file)));
    if (!isParsedFont(font)) throw new Error(`${file} is not a single font`);
    return font;
  }));
  return { regular, bold };
}

function isParsedFont(value: unknown): value is ParsedFont {
  return typeof value === 'object' && value !== null && typeof (value as { layout?: unknown }).layout === 'function';
}

