// The answer options' markup and keys: eight native radios in one named group (arrow keys come with it), each named
// "Option N", the chosen one checked, the right practice answer marked in text as well as by outline; digits 1-8 choose.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { digitChoice, OptionGroup } from './OptionGroup';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="10" height="10"/></svg>';

function render(props: Partial<Parameters<typeof OptionGroup>[0]> = {}) {
  return renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en">
      <OptionGroup name="iq-MX-0007" options={Array.from({ length: 8 }, () => SVG)} selected={2} onSelect={() => {}} {...props} />
    </IntlProvider>,
  );
}

it('offers eight radios in one group inside a fieldset with a legend, the chosen one checked', () => {
  const html = render();
  expect(html).toMatch(/^<fieldset class="iq-options"><legend[^>]*>Which figure completes the grid\?<\/legend>/);
  const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
  expect(radios).toHaveLength(8);
  expect(radios.every((radio) => radio.includes('name="iq-MX-0007"'))).toBe(true);
  expect(radios.filter((radio) => radio.includes('checked'))).toEqual([expect.stringContaining('value="2"')]);
  for (let n = 1; n <= 8; n++) expect(html).toContain(`Option ${n}</span>`);
  // The figures are images of the server's SVG; the label, not the image, names the option.
  expect(html.match(/<img[^>]*alt=""[^>]*src="data:image\/svg\+xml/g) ?? html.match(/<img[^>]*src="data:image\/svg\+xml[^"]*"[^>]*alt=""/g)).toHaveLength(8);
});

it('marks the right practice answer with text, not only with its outline', () => {
  const html = render({ selected: null, correctPosition: 5, disabled: true });
  expect(html).toContain('Option 6 ✓');
  expect(html).toMatch(/<fieldset class="iq-options" disabled="">/);
});

it('maps the digits 1-8 to the eight positions and ignores other keys', () => {
  expect(['1', '2', '3', '4', '5', '6', '7', '8'].map((key) => digitChoice(key, 8))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(digitChoice('9', 8)).toBeNull();
  expect(digitChoice('0', 8)).toBeNull();
  expect(digitChoice('Enter', 8)).toBeNull();
  expect(digitChoice('12', 8)).toBeNull();
});
