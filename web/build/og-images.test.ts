// The share images: 1200 x 630, the art in its palette beside the code set in our font, and a site image.
import { OG_SIZE, readTypeArt, render, renderPng, siteImageSvg, typeImageSvg, type TypeArtSource } from './og-images.ts';

const arts = readTypeArt();

/** How many pixels inside the box have exactly this colour. */
function countColour(image: ReturnType<typeof render>, hex: string, box: { x: number; y: number; width: number; height: number }): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  // resvg copies the whole bitmap on each read of `pixels`: read it once.
  const { pixels } = image;
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const at = (y * image.width + x) * 4;
      if (pixels[at] === r && pixels[at + 1] === g && pixels[at + 2] === b) count++;
    }
  }
  return count;
}

const CODE_AREA = { x: 630, y: 230, width: 540, height: 180 };
const ART_AREA = { x: 70, y: 65, width: 500, height: 500 };

describe('the share images', () => {
  it('read one art per type with its palette', () => {
    expect(arts.map((art) => art.code)).toEqual([
      'ENFJ', 'ENFP', 'ENTJ', 'ENTP', 'ESFJ', 'ESFP', 'ESTJ', 'ESTP', 'INFJ', 'INFP', 'INTJ', 'INTP', 'ISFJ', 'ISFP', 'ISTJ', 'ISTP',
    ]);
    expect(new Set(arts.map((art) => `${art.tint} ${art.ink}`)).size).toBe(4);
  });

  it.each(['INTJ', 'ESFP'])('draw %s: the art on the left, the code in the ink colour on the right', (code) => {
    const art = arts.find((candidate) => candidate.code === code) as TypeArtSource;
    const image = render(typeImageSvg(art));
    expect([image.width, image.height]).toEqual([OG_SIZE.width, OG_SIZE.height]);
    // The code is real glyphs from the bundled font (no system fonts are loaded): solid ink strokes where it stands.
    expect(countColour(image, art.ink, CODE_AREA)).toBeGreaterThan(15_000);
    expect(countColour(image, art.ink, ART_AREA)).toBeGreaterThan(2_000);
    expect(countColour(image, art.tint, ART_AREA)).toBeGreaterThan(50_000);
    expect(typeImageSvg(art)).not.toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">');
  });

  it('draw a site image of four temperaments and stay small as PNG', () => {
    const png = renderPng(siteImageSvg(arts));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(120_000);
    for (const code of ['INTJ', 'ENFP', 'ISFJ', 'ESTP']) {
      expect(siteImageSvg(arts)).toContain((arts.find((art) => art.code === code) as TypeArtSource).body);
    }
  });
});

/** The art drawn small, as on a phone, as RGBA pixels. */
function thumbnail(art: TypeArtSource, size: number): Uint8Array {
  const image = render(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240">${art.body}</svg>`);
  return image.pixels;
}

/** The share of pixels that differ clearly between two thumbnails. */
function difference(a: Uint8Array, b: Uint8Array): number {
  let differing = 0;
  for (let at = 0; at < a.length; at += 4) {
    const delta = Math.abs(a[at] - b[at]) + Math.abs(a[at + 1] - b[at + 1]) + Math.abs(a[at + 2] - b[at + 2]);
    if (delta > 96) differing++;
  }
  return differing / (a.length / 4);
}

describe('the type art', () => {
  it('tells every type from every other at 64 px, within its temperament too', () => {
    const thumbnails = arts.map((art) => ({ code: art.code, pixels: thumbnail(art, 64) }));
    const alike: string[] = [];
    for (const [index, one] of thumbnails.entries()) {
      for (const other of thumbnails.slice(index + 1)) {
        const share = difference(one.pixels, other.pixels);
        if (share < 0.15) alike.push(`${one.code}/${other.code} ${Math.round(share * 100)}%`);
      }
    }
    // The closest pair (INFJ lantern, INFP daisy) differs on about a fifth of its pixels.
    expect(alike).toEqual([]);
  });
});
