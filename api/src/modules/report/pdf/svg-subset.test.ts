// The SVG subset reader: well-formed XML only, the elements and attributes the PDF can draw, shapes as path data with
// inherited paint, and transforms.
import { parseSvgSubset, parseTransforms, SvgFormatError, type SvgNode } from './svg-subset.js';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">${body}</svg>`;

function onlyShape(body: string): Extract<SvgNode, { kind: 'shape' }> {
  const [node] = parseSvgSubset(svg(body)).children;
  if (node?.kind !== 'shape') throw new Error('expected a shape');
  return node;
}

describe('parseSvgSubset', () => {
  it('turns every shape into path data', () => {
    expect(onlyShape('<circle cx="10" cy="20" r="5"/>').d).toBe('M5 20A5 5 0 1 0 15 20A5 5 0 1 0 5 20Z');
    expect(onlyShape('<ellipse cx="10" cy="20" rx="6" ry="3"/>').d).toBe('M4 20A6 3 0 1 0 16 20A6 3 0 1 0 4 20Z');
    expect(onlyShape('<rect x="1" y="2" width="10" height="20"/>').d).toBe('M1 2H11V22H1Z');
    expect(onlyShape('<rect x="0" y="0" width="10" height="20" rx="4"/>').d)
      .toBe('M4 0H6A4 4 0 0 1 10 4V16A4 4 0 0 1 6 20H4A4 4 0 0 1 0 16V4A4 4 0 0 1 4 0Z');
    expect(onlyShape('<polygon points="1,2 3,4 5,6"/>').d).toBe('M1 2L3 4L5 6Z');
    expect(onlyShape('<polyline points="1 2 3 4"/>').d).toBe('M1 2L3 4');
    expect(onlyShape('<line x1="1" y1="2" x2="3" y2="4"/>').d).toBe('M1 2L3 4');
    expect(onlyShape('<path d="M1 2c1 8 4 11 12 12z"/>').d).toBe('M1 2c1 8 4 11 12 12z');
  });

  it('resolves fill and stroke through groups, with SVG defaults', () => {
    const art = parseSvgSubset(svg('<g stroke="#123" stroke-width="6" stroke-linejoin="round"><rect width="1" height="1" fill="#ABCDEF"/><g fill="none"><line x2="1" stroke-linecap="round"/></g></g><path d="M0 0h1"/>'));
    const [group, plain] = art.children;
    if (group?.kind !== 'group' || plain?.kind !== 'shape') throw new Error('unexpected tree');
    const [rect, inner] = group.children;
    expect(rect).toMatchObject({ style: { fill: '#abcdef', stroke: '#112233', strokeWidth: 6, lineJoin: 'round', lineCap: 'butt' } });
    expect(inner).toMatchObject({ kind: 'group', children: [{ style: { fill: null, stroke: '#112233', lineCap: 'round' } }] });
    expect(plain.style).toEqual({ fill: '#000000', stroke: null, strokeWidth: 1, lineJoin: 'miter', lineCap: 'butt' });
  });

  it('reads translate, rotate and scale, alone or in a list', () => {
    expect(parseTransforms('rotate(40 120 116)')).toEqual([{ op: 'rotate', angle: 40, cx: 120, cy: 116 }]);
    expect(parseTransforms('translate(120 116) rotate(-20) scale(1.15) translate(-120,-116)')).toEqual([
      { op: 'translate', x: 120, y: 116 }, { op: 'rotate', angle: -20, cx: 0, cy: 0 }, { op: 'scale', x: 1.15, y: 1.15 },
      { op: 'translate', x: -120, y: -116 },
    ]);
    expect(() => parseTransforms('matrix(1 0 0 1 0 0)')).toThrow(SvgFormatError);
    expect(() => parseTransforms('rotate(1 2)')).toThrow(SvgFormatError);
    expect(() => parseTransforms('skewX(4)')).toThrow(SvgFormatError);
  });

  it.each([
    ['text', svg('<text x="1" y="2">INTJ</text>')],
    ['a gradient', svg('<linearGradient id="g"/><rect width="1" height="1" fill="url(#g)"/>')],
    ['a style attribute', svg('<rect width="1" height="1" style="fill:red"/>')],
    ['a link', svg('<use href="#a"/>')],
    ['an image', svg('<image href="x.png" width="1" height="1"/>')],
    ['a comment', svg('<!-- note --><rect width="1" height="1"/>')],
    ['an entity', svg('<path d="M0 0&#x4c;1 1"/>')],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><g>'],
    ['a mismatched close', svg('<g></rect>')],
    ['a repeated attribute', svg('<rect width="1" width="2" height="1"/>')],
    ['a second root', `${svg('')}${svg('')}`],
    ['no namespace', '<svg viewBox="0 0 240 240"/>'],
    ['a bad view box', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240"/>'],
    ['opacity', svg('<rect width="1" height="1" opacity="0.5"/>')],
    ['a named colour', svg('<rect width="1" height="1" fill="red"/>')],
    ['a negative radius', svg('<circle r="-1"/>')],
    ['path data that is not a path', svg('<path d="javascript:1"/>')],
    ['an odd point list', svg('<polygon points="1 2 3"/>')],
  ])('rejects %s', (_what, source) => {
    expect(() => parseSvgSubset(source)).toThrow(SvgFormatError);
  });
});
