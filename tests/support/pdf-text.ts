// Reads PDFs back in tests with pdfjs-dist, so no system tool (poppler) is needed: the text of every page (CJK
// included, through the fonts' ToUnicode maps), page count and size, metadata, and the text of each marked-content
// sequence, which a tagged PDF's structure tree points at.
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;

// pdfjs runs its worker code on the main thread when it finds it here, instead of loading a worker file itself.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

export interface PdfInfo {
  pages: number;
  /** Width and height of each page in points, e.g. [595.28, 841.89] for A4. */
  pageSizes: [number, number][];
  /** The header's version, e.g. '1.7'. */
  version: string;
  title?: string;
  /** The catalog's MarkInfo says the content is tagged. */
  tagged: boolean;
}

export interface PdfText extends PdfInfo {
  /** Every page's text in content order, a line break where the text breaks, pages separated by a form feed. */
  text: string;
}

async function withDocument<T>(pdf: Uint8Array, read: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // pdfjs takes over the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false, disableFontFace: true });
  const doc = await task.promise;
  try {
    return await read(doc);
  } finally {
    await task.destroy();
  }
}

async function pageContents(doc: PDFDocumentProxy): Promise<{ ref: number; size: [number, number]; content: TextContent }[]> {
  const pages = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const [x0, y0, x1, y1] = page.view;
    pages.push({ ref: page.ref?.num ?? number, size: [x1 - x0, y1 - y0] as [number, number], content: await page.getTextContent({ includeMarkedContent: true }) });
  }
  return pages;
}

async function info(doc: PDFDocumentProxy, pageSizes: [number, number][]): Promise<PdfInfo> {
  const metadata = (await doc.getMetadata()).info as { PDFFormatVersion?: string; Title?: string };
  const markInfo = await doc.getMarkInfo();
  return { pages: doc.numPages, pageSizes, version: metadata.PDFFormatVersion ?? '', title: metadata.Title, tagged: markInfo?.Marked === true };
}

/** Text, page count and metadata of a PDF. */
export function readPdf(pdf: Uint8Array): Promise<PdfText> {
  return withDocument(pdf, async (doc) => {
    const pages = await pageContents(doc);
    const text = pages.map(({ content }) => content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    return { ...(await info(doc, pages.map(({ size }) => size))), text: text.join('\f') };
  });
}

/**
 * The text of every marked-content sequence with an MCID, keyed `<page object number>:<mcid>` as a structure
 * element's /Pg and /K name it. Lines of one sequence are joined by a space; the gap pdfjs reports before a
 * sequence (a space or an empty line break) is not part of it.
 */
export function markedContentTexts(pdf: Uint8Array): Promise<Map<string, string>> {
  return withDocument(pdf, async (doc) => {
    const texts = new Map<string, string>();
    for (const { content } of await pageContents(doc)) {
      const open: (string | null)[] = [];
      for (const item of content.items) {
        if ('str' in item) {
          const key = open.findLast((id) => id !== null);
          if (key) texts.set(key, texts.get(key)! + item.str + (item.hasEOL ? '\n' : ''));
        } else if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
          const match = /^p(\d+)R_mc(\d+)$/.exec(item.id ?? '');
          const key = match ? `${match[1]}:${match[2]}` : null;
          if (key) texts.set(key, '');
          open.push(key);
        } else if (item.type === 'endMarkedContent') {
          open.pop();
        }
      }
    }
    for (const [key, text] of texts) texts.set(key, text.split('\n').map((line) => line.trim()).filter(Boolean).join(' '));
    return texts;
  });
}

/** Where a page's content text sits, in points from the top of the page; null for a page without any. */
export interface PageTextExtent {
  size: [number, number];
  /** Baseline of the first and of the last line of content text (artifacts such as running headers left out). */
  top: number | null;
  bottom: number | null;
}

/** Per page, how far down its content text reaches: the layout tests' measure of a half-empty page. */
export function pageTextExtents(pdf: Uint8Array): Promise<PageTextExtent[]> {
  return withDocument(pdf, async (doc) => (await pageContents(doc)).map(({ size, content }) => {
    const open: boolean[] = [];
    let top: number | null = null;
    let bottom: number | null = null;
    for (const item of content.items) {
      if ('str' in item) {
        if (open.includes(true) || !item.str.trim()) continue;
        const y = size[1] - item.transform[5];
        top = top === null ? y : Math.min(top, y);
        bottom = bottom === null ? y : Math.max(bottom, y);
      } else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        // pdfjs reports the tag at run time; its typings leave it out.
        open.push((item as { tag?: string | null }).tag === 'Artifact');
      } else if (item.type === 'endMarkedContent') {
        open.pop();
      }
    }
    return { size, top, bottom };
  }));
}
