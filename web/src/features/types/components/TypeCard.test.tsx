// A type card: the illustration beside the code, lazily loaded and decorative, and the code read once, in the heading.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { TypeCard } from './TypeCard';

const TYPE = { code: 'ISFJ', title: 'The Steady Guardian', summary: 'Careful and kind.', description: 'Longer text.', position: 10 };

it('shows the type art lazily beside the code, hidden from screen readers, which hear the code in the heading', () => {
  const html = renderToStaticMarkup(<IntlProvider locale="en" onError={() => {}}><TypeCard type={TYPE} /></IntlProvider>);
  expect(html).toContain('<div class="type-card__head"><img class="type-art type-card__art" src="/assets/ISFJ.svg" alt="" width="84" height="84" loading="lazy" decoding="async"/><p class="type-card__code" aria-hidden="true">ISFJ</p></div>');
  expect(html).toContain('<h2 class="type-card__title"><span class="visually-hidden">ISFJ: </span>The Steady Guardian</h2>');
});

it('features the type a shared link names: larger art loaded at once, its description open', () => {
  const html = renderToStaticMarkup(<IntlProvider locale="en" onError={() => {}}><TypeCard type={TYPE} featured /></IntlProvider>);
  expect(html).toContain('<li class="type-card type-card--sj type-card--featured" id="isfj">');
  expect(html).toContain('<img class="type-art type-card__art" src="/assets/ISFJ.svg" alt="" width="176" height="176" loading="eager" decoding="async"/>');
  expect(html).toContain('aria-expanded="true"');
  expect(html).toMatch(/<div id="[^"]+" class="type-card__description">/);
});
