// Reads a report PDF's tagging back: poppler's structure tree (pdfinfo -struct-text), the raw objects pdfkit writes,
// and the page content streams' marked-content sequences.
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

export interface StructNode {
  type: string;
  /** Attribute lines as poppler prints them, e.g. '/Scope /Column'. */
  attributes: string[];
  /** The node's own marked content, one entry per text line poppler prints. */
  texts: string[];
  children: StructNode[];
}

/** The logical structure tree as `pdfinfo -struct-text` prints it: two spaces of indent per level. */
export function structureTree(file: string): StructNode {
  const output = execFileSync('/usr/bin/pdfinfo', ['-enc', 'UTF-8', '-struct-text', file], { encoding: 'utf8' });
  const root: StructNode = { type: '(root)', attributes: [], texts: [], children: [] };
  const path: StructNode[] = [root];
  for (const line of output.split('\n')) {
    const trimmed = line.trimStart();
    if (!trimmed) continue;
    // A node n levels deep sits at path[n + 1]; its text lines are indented one level deeper, its attributes 1.5.
    const depth = Math.floor((line.length - trimmed.length) / 2);
    const parent = path[Math.min(depth, path.length - 1)];
    if (trimmed.startsWith('"')) {
      path[depth].texts.push(trimmed.slice(1, -1));
    } else if (trimmed.startsWith('/')) {
      path[depth].attributes.push(trimmed);
    } else {
      const node: StructNode = { type: /^[A-Za-z0-9]+/.exec(trimmed)?.[0] ?? trimmed, attributes: [], texts: [], children: [] };
      parent.children.push(node);
      path.length = depth + 1;
      path.push(node);
    }
  }
  return root;
}

/** Every node of the tree, depth first, in reading order. */
export function allNodes(node: StructNode): StructNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}

export function nodeText(node: StructNode): string {
  return [...node.texts, ...node.children.map(nodeText)].join('');
}

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/** pdfkit's indirect objects by number (no object streams, no cross-reference streams), streams inflated. */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dictionary = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const data = pdf.subarray(streamAt + 8, streamAt + 8 + length);
      objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(data) : data });
      header.lastIndex = streamAt + 8 + length;
    } else {
      objects.set(Number(match[1]), { dictionary: text.slice(start, endAt) });
      header.lastIndex = endAt;
    }
  }
  return objects;
}

/** The object a `/Key N 0 R` entry of `dictionary` points to. */
export function resolve(objects: Map<number, PdfObject>, dictionary: string, key: string): PdfObject | undefined {
  const id = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
  return id === undefined ? undefined : objects.get(Number(id));
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** The values of every `/Key (literal string)` entry, decoded (pdfkit writes UTF-16BE with a BOM for non-ASCII). */
export function stringEntries(objects: Map<number, PdfObject>, key: string): string[] {
  const values: string[] = [];
  for (const { dictionary } of objects.values()) {
    const pattern = new RegExp(`/${key} \\(((?:\\\\.|[^\\\\)])*)\\)`, 'gs');
    for (const match of dictionary.matchAll(pattern)) {
      const bytes = Buffer.from(match[1].replace(/\\(.)/gs, (_, c: string) => ESCAPES[c] ?? c), 'latin1');
      values.push(bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1'));
    }
  }
  return values;
}

const PAINTING = new Set(['Tj', 'TJ', "'", '"', 'f', 'F', 'f*', 'S', 's', 'B', 'B*', 'b', 'b*', 'sh', 'Do']);

export interface MarkedContentCheck {
  /** Painting operators outside any marked-content sequence, as 'page N: line'. */
  unmarked: string[];
  /** The deepest nesting of marked content seen; tagged content must not nest. */
  maxDepth: number;
  /** Sequences left open at the end of a page, or closed without being opened. */
  unbalanced: number;
  /** Marked-content tags and how often they open, e.g. { Artifact: 40, P: 120 }. */
  tags: Record<string, number>;
}

/** Walks every page's content stream (pdfkit writes one operator per line) and checks what is marked and how. */
export function checkMarkedContent(objects: Map<number, PdfObject>): MarkedContentCheck {
  const check: MarkedContentCheck = { unmarked: [], maxDepth: 0, unbalanced: 0, tags: {} };
  const pages = [...objects.values()].filter(({ dictionary }) => /\/Type \/Page\n/.test(dictionary));
  pages.forEach((page, index) => {
    const content = resolve(objects, page.dictionary, 'Contents')?.stream?.toString('latin1') ?? '';
    let depth = 0;
    // pdfkit spreads a BDC's property dictionary over lines: '/P <<', '/MCID 0', '>> BDC'.
    let tag = '?';
    for (const line of content.split('\n')) {
      const operator = line.trim().split(/\s+/).pop() ?? '';
      tag = /^\/(\w+) (<<|BMC)/.exec(line.trim())?.[1] ?? tag;
      if (operator === 'BDC' || operator === 'BMC') {
        depth++;
        check.tags[tag] = (check.tags[tag] ?? 0) + 1;
        check.maxDepth = Math.max(check.maxDepth, depth);
      } else if (operator === 'EMC') {
        depth--;
        if (depth < 0) check.unbalanced++;
      } else if (PAINTING.has(operator) && depth === 0) {
        check.unmarked.push(`page ${index + 1}: ${line.slice(0, 80)}`);
      }
    }
    if (depth !== 0) check.unbalanced++;
  });
  return check;
}
