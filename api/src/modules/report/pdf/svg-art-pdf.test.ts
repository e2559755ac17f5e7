// The PDF side of the type art: shapes become pdfkit path operators with their colours, widths and transforms.
import PDFDocument from 'pdfkit';
import { drawSvgArt } from './svg-art-pdf.js';
import { parseSvgSubset } from './svg-subset.js';

async function contentStream(draw: (doc: PDFKit.PDFDocument) => void): Promise<string> {
  const doc = new PDFDocument({ size: [300, 300], margin: 0, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await done;
  const pdf = Buffer.concat(chunks).toString('latin1');
  // The page's content stream: the last stream pdfkit writes holds the drawing.
  return [...pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => match[1]).join('\n');
}

describe('drawSvgArt', () => {
  it('fits the view box into the box and paints fills, strokes and both', async () => {
    const art = parseSvgSubset('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">'
      + '<circle cx="120" cy="120" r="116" fill="#ff0000"/>'
      + '<g stroke="#0000ff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">'
      + '<rect x="10" y="10" width="20" height="20" fill="#00ff00"/><line x1="0" y1="0" x2="5" y2="5"/></g>'
      + '<g transform="rotate(90 120 120)"><path d="M0 0h10" fill="none" stroke="#000"/></g></svg>');
    const stream = await contentStream((doc) => drawSvgArt(doc, art, { x: 20, y: 40, size: 120 }));
    // Scale 0.5 after moving to the box (pdfkit's page is flipped: y grows downwards).
    expect(stream).toMatch(/1 0 0 1 20 40 cm/);
    expect(stream).toMatch(/0\.5 0 0 0\.5 0 0 cm/);
    expect(stream).toMatch(/1 0 0 scn\nf\n/);
    expect(stream).toMatch(/6 w\n1 j\n1 J\n\/DeviceRGB cs\n0 1 0 scn\n\/DeviceRGB CS\n0 0 1 SCN\nB\n/);
    // A line is never filled, whatever fill it inherits.
    expect(stream).toMatch(/5 5 l\n6 w\n1 j\n1 J\n\/DeviceRGB CS\n0 0 1 SCN\nS\n/);
    expect(stream).toMatch(/10 0 l\n1 w\n0 j\n0 J\n\/DeviceRGB CS\n0 0 0 SCN\nS\n/);
    // rotate(90 120 120): the rotation matrix about the art's own centre.
    expect(stream).toMatch(/0 1 -1 0 240 0 cm/);
    expect(stream.match(/\bq\b/g)?.length).toBe(stream.match(/\bQ\b/g)?.length);
  });
});
