// The free result's header: the type art first, decorative because the h1 right under it names the type.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { FreeResultView } from '../api';
import { FreeResult } from './FreeResult';

const RESULT: FreeResultView = {
  fullCode: 'INFP-T', typeCode: 'INFP', identity: 'T', secondaryCode: null, indicators: [], personalityType: null,
};

it('opens the header with the art of the type, decorative, before the h1 that names it', () => {
  const html = renderToStaticMarkup(
    <IntlProvider locale="en" onError={() => {}}><MemoryRouter>
      <FreeResult result={RESULT} secondaryTitle={null} offerHref="/offer" typesHref="/types" methodologyHref="/methodology" />
    </MemoryRouter></IntlProvider>,
  );
  expect(html).toMatch(/<header class="result__hero"><img class="type-art result__art" src="\/assets\/INFP.svg" alt="" width="168" height="168" loading="eager" decoding="async"\/><p class="eyebrow">[^<]+<\/p><h1 class="result__title"><span class="result__code">INFP-T<\/span>/);
});
