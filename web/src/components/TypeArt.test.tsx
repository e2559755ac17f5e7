// The type illustration: the right file for a code or full code, decorative (empty alt), its size reserved by width
// and height, lazy only when asked, and nothing at all for a code that is not a type.
import { renderToStaticMarkup } from 'react-dom/server';
import { typeArtUrl } from '../lib/type-art';
import { TypeArt } from './TypeArt';

describe('TypeArt', () => {
  it('shows the art of the type, decorative, with its size reserved', () => {
    // (React's server renderer adds a preload link for an eager image; the app renders on the client.)
    expect(renderToStaticMarkup(<TypeArt code="INTJ-T" size={168} className="result__art" />)).toContain(
      '<img class="type-art result__art" src="/assets/INTJ.svg" alt="" width="168" height="168" loading="eager" decoding="async"/>',
    );
  });

  it('loads lazily when asked', () => {
    expect(renderToStaticMarkup(<TypeArt code="esfp" size={84} lazy />)).toContain('src="/assets/ESFP.svg" alt="" width="84" height="84" loading="lazy"');
  });

  it('leaves the file out while pending, its space still reserved', () => {
    expect(renderToStaticMarkup(<TypeArt code="ENTP" size={56} lazy pending />)).toBe(
      '<img class="type-art" alt="" width="56" height="56" loading="lazy" decoding="async"/>',
    );
  });

  it('draws nothing for a code that is not a type', () => {
    expect(renderToStaticMarkup(<TypeArt code="XXXX" size={84} />)).toBe('');
    expect(renderToStaticMarkup(<TypeArt code="" size={84} />)).toBe('');
  });

  it('knows the file of each of the sixteen types', () => {
    const codes = ['INFJ', 'INFP', 'INTJ', 'INTP', 'ENFP', 'ENTP', 'ENTJ', 'ISTJ', 'ISTP', 'ESTP', 'ESTJ', 'ISFJ', 'ISFP', 'ESFP', 'ESFJ', 'ENFJ'];
    expect(codes.map(typeArtUrl)).toEqual(codes.map((code) => `/assets/${code}.svg`));
  });
});
