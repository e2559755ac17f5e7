// The developers page: English whatever the interface language, the contract download, and every section linked.
import { renderToStaticMarkup } from 'react-dom/server';
import { DevelopersGuide } from './DevelopersGuide';

it('renders the guide in English with the contract download and a table of contents', () => {
  const html = renderToStaticMarkup(<DevelopersGuide sandboxHref={null} />);
  expect(html).toMatch(/^<article class="[^"]*" lang="en">/);
  expect(html).toContain('<a href="/schema.graphql" download="mindprint-schema.graphql">');
  for (const id of ['contract', 'authentication', 'examples', 'errors', 'limits', 'webhooks']) {
    expect(html).toContain(`href="#${id}"`);
    expect(html).toContain(`id="${id}"`);
  }
  expect(html).toContain('Authorization: Bearer');
  expect(html).not.toContain('Apollo Sandbox');
  expect(renderToStaticMarkup(<DevelopersGuide sandboxHref="/graphql" />)).toContain('<a href="/graphql">Apollo Sandbox</a>');
});
