// Shared components rendered to markup: the accordion's disclosure semantics and the data states.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Accordion } from './Accordion';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadError, Loading } from './DataState';
import { Paragraphs } from './Paragraphs';

const intl = (node: ReactNode) => renderToStaticMarkup(<IntlProvider locale="en">{node}</IntlProvider>);

describe('Accordion', () => {
  it('renders buttons with aria-expanded and aria-controls; closed panels are hidden', () => {
    const html = renderToStaticMarkup(
      <Accordion level={2} initiallyOpen={['a']} items={[{ key: 'a', title: 'First', content: <p>One</p> }, { key: 'b', title: 'Second', content: <p>Two</p> }]} />,
    );
    expect(html.match(/<h2 class="accordion__heading"><button type="button"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-expanded="true" aria-controls="([^"]+)-a"/);
    expect(html).toMatch(/aria-expanded="false" aria-controls="([^"]+)-b"/);
    expect(html).toMatch(/id="[^"]+-b" hidden=""/);
  });
});

describe('data states', () => {
  it('announce loading politely and failures as alerts with a retry button', () => {
    expect(intl(<Loading />)).toContain('role="status"');
    const error = intl(<LoadError onRetry={() => {}} />);
    expect(error).toContain('role="alert"');
    expect(error).toContain('Loading failed, please retry.');
    expect(error).toContain('<button type="button"');
  });
});

describe('Paragraphs', () => {
  it('splits on blank lines and turns a short unpunctuated first line into a heading', () => {
    const html = renderToStaticMarkup(<Paragraphs text={'Who we are\nWe run Mindprint.\n\nA plain paragraph.'} headingLevel={3} />);
    expect(html).toBe('<div><section><h3>Who we are</h3><p>We run Mindprint.</p></section><p>A plain paragraph.</p></div>');
  });
});

describe('ConfirmDialog', () => {
  it('renders a labelled, described dialog with the safe choice first', () => {
    const noop = () => {};
    const html = renderToStaticMarkup(<ConfirmDialog open={false} title="Are you sure?" text="You are about to skip it." stayLabel="Go back" actLabel="Skip" onStay={noop} onAct={noop} />);
    const [, id] = /aria-labelledby="([^"]+)-title"/.exec(html) ?? [];
    expect(html).toContain(`<dialog class="confirm-dialog" aria-labelledby="${id}-title" aria-describedby="${id}-text">`);
    expect(html).toContain(`<h2 id="${id}-title" class="confirm-dialog__title">Are you sure?</h2>`);
    expect(html.indexOf('Go back')).toBeLessThan(html.indexOf('Skip'));
  });
});
