import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ClaimsSection, type ClaimFigure } from './ClaimsSection';

const render = (figures: ClaimFigure[]) => renderToStaticMarkup(<IntlProvider locale="en"><ClaimsSection figures={figures} /></IntlProvider>);

it('shows no headline figure unless the operator configured one, and then with its source and date', () => {
  expect(render([])).not.toContain('<dl');
  expect(render([])).not.toMatch(/390|30,000|4\.7/);
  const html = render([{ key: 'accuracy', value: 80, source: 'Retest study, n=812', asOf: '2023-03-22' }]);
  expect(html).toContain('~80%');
  expect(html).toContain('Source: Retest study, n=812, March 22, 2023');
});
