// Reads a report PDF's tagging back: the logical structure tree (from the raw objects, with each marked-content
// sequence's text read by pdfjs), the raw objects pdfkit writes, and the page content streams' marked-content sequences.
import { inflateSync } from 'node:zlib';
import { markedContentTexts } from '../support/pdf-text.js';

export interface StructNode {
  type: string;
  /** The element's attributes but the owner, e.g. '/Scope /Column'. */
  attributes: string[];
  /** The node's own marked content, one entry per marked-content sequence, lines joined by a space. */
  texts: string[];
  children: StructNode[];
}

/** The logical structure tree from the catalog's StructTreeRoot down, kids in reading order. */
export async function structureTree(pdf: Buffer): Promise<StructNode> {
  const objects = pdfObjects(pdf);
  const texts = await markedContentTexts(pdf);
  const catalog = [...objects.values()].find(({ dictionary }) => /\/Type \/Catalog\b/.test(dictionary));
  const root = resolve(objects, catalog?.dictionary ?? '', 'StructTreeRoot');
  if (!root) throw new Error('the PDF has no structure tree');
  const visit = (entry: PdfValue, page: number | undefined, into: StructNode): void => {
    if (typeof entry === 'number') {
      const text = texts.get(`${page}:${entry}`);
      if (text === undefined) throw new Error(`marked content ${entry} of page object ${page} is not on that page`);
      into.texts.push(text);
    } else if (isRef(entry)) {
      const element = parseDictionary(objects.get(entry.ref)?.dictionary ?? '');
      if (element.get('Type') === '/OBJR') return;
      into.children.push(structElement(element, page));
    } else if (entry instanceof Map && entry.get('Type') === '/MCR') {
      visit(entry.get('MCID') as number, (entry.get('Pg') as PdfRef | undefined)?.ref ?? page, into);
    }
  };
  const structElement = (element: Map<string, PdfValue>, inherited: number | undefined): StructNode => {
    const node: StructNode = { type: String(element.get('S')).slice(1), attributes: attributeLines(element.get('A')), texts: [], children: [] };
    const page = (element.get('Pg') as PdfRef | undefined)?.ref ?? inherited;
    for (const kid of kids(element.get('K'))) visit(kid, page, node);
    return node;
  };
  const tree: StructNode = { type: '(root)', attributes: [], texts: [], children: [] };
  for (const kid of kids(parseDictionary(root.dictionary).get('K'))) visit(kid, undefined, tree);
  return tree;
}

function kids(value: PdfValue | undefined): PdfValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function attributeLines(value: PdfValue | undefined): string[] {
  return kids(value).flatMap((attributes) => (attributes instanceof Map
    ? [...attributes].filter(([key]) => key !== 'O').map(([key, entry]) => `/${key} ${formatValue(entry)}`)
    : []));
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

type PdfRef = { ref: number };
type PdfValue = number | string | boolean | null | PdfRef | PdfValue[] | Map<string, PdfValue>;

function isRef(value: PdfValue): value is PdfRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map);
}

// Names stay '/Name', strings keep their parentheses: the tree needs names, numbers, references, arrays, dictionaries.
const TOKEN = /\s*(<<|>>|\[|\]|\/[^\s/[\]<>()]*|\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|[-+]?(?:\d+\.?\d*|\.\d+)|R\b|true|false|null)/gys;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let end = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    tokens.push(match[1]);
    end = TOKEN.lastIndex;
  }
  if (text.slice(end).trim()) throw new Error(`cannot read the PDF dictionary at: ${text.slice(end, end + 40)}`);
  return tokens;
}

/** One pdfkit object dictionary, parsed. */
function parseDictionary(dictionary: string): Map<string, PdfValue> {
  const tokens = tokenize(dictionary);
  let at = 0;
  const value = (): PdfValue => {
    const token = tokens[at++];
    if (token === '<<') {
      const map = new Map<string, PdfValue>();
      while (tokens[at] !== '>>' && at < tokens.length) {
        const key = tokens[at++].slice(1);
        map.set(key, value());
      }
      at++;
      return map;
    }
    if (token === '[') {
      const items: PdfValue[] = [];
      while (tokens[at] !== ']' && at < tokens.length) items.push(value());
      at++;
      return items;
    }
    if (/^[-+.\d]/.test(token)) {
      if (/^\d+$/.test(token) && /^\d+$/.test(tokens[at] ?? '') && tokens[at + 1] === 'R') {
        at += 2;
        return { ref: Number(token) };
      }
      return Number(token);
    }
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    return token;
  };
  const parsed = value();
  return parsed instanceof Map ? parsed : new Map();
}

function formatValue(value: PdfValue): string {
  if (Array.isArray(value)) return `[${value.map(formatValue).join(' ')}]`;
  if (value instanceof Map) return `<<${[...value].map(([key, entry]) => ` /${key} ${formatValue(entry)}`).join('')} >>`;
  if (value !== null && typeof value === 'object') return `${value.ref} 0 R`;
  return String(value);
}
