// A strict reader for the XML of our SVG art: elements and quoted attributes only. Anything else (text, comments,
// entities, processing instructions, unbalanced or duplicate markup) is an error, so a file it accepts is well-formed.

export interface XmlElement {
  name: string;
  attributes: ReadonlyMap<string, string>;
  children: XmlElement[];
}

const NAME = '[A-Za-z][\\w.:-]*';
const OPEN_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<&]*"|'[^'<&]*'))*)\\s*(/?)>`, 'y');
const CLOSE_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const SPACE = /\s*/y;

export class SvgFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SvgFormatError';
  }
}

export function parseXml(source: string): XmlElement {
  const open: XmlElement[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(source);
    at = SPACE.lastIndex;
  };
  skipSpace();
  while (at < source.length) {
    if (root && open.length === 0) throw new SvgFormatError(`content after the root element at offset ${at}`);
    CLOSE_TAG.lastIndex = at;
    const close = CLOSE_TAG.exec(source);
    if (close) {
      const element = open.pop();
      if (element?.name !== close[1]) throw new SvgFormatError(`</${close[1]}> does not close <${element?.name ?? 'nothing'}>`);
      at = CLOSE_TAG.lastIndex;
    } else {
      OPEN_TAG.lastIndex = at;
      const tag = OPEN_TAG.exec(source);
      if (!tag) throw new SvgFormatError(`unexpected content at offset ${at}: ${JSON.stringify(source.slice(at, at + 24))}`);
      const element: XmlElement = { name: tag[1], attributes: readAttributes(tag[1], tag[2]), children: [] };
      const parent = open[open.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new SvgFormatError('more than one root element');
      else root = element;
      if (!tag[3]) open.push(element);
      at = OPEN_TAG.lastIndex;
    }
    skipSpace();
  }
  if (!root) throw new SvgFormatError('no root element');
  if (open.length > 0) throw new SvgFormatError(`<${open[open.length - 1].name}> is not closed`);
  return root;
}

function readAttributes(element: string, source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    if (attributes.has(match[1])) throw new SvgFormatError(`<${element}> repeats the attribute ${match[1]}`);
    attributes.set(match[1], match[2] ?? match[3]);
  }
  return attributes;
}
