// An indicator bar: the band and marker drawn where the geometry says, and the borderline flag with its explanation.
import { renderToStaticMarkup } from 'react-dom/server';
import { barGeometry } from '../band';
import { IndicatorBar, type IndicatorBarText } from './IndicatorBar';

const text: IndicatorBarText = {
  name: 'Decision basis', firstPole: 'Logic (T)', secondPole: 'Values (F)', score: '53% Values (F)', band: '90% range: 45–61%', clarity: 'Slight preference',
  borderline: { flag: 'Borderline', text: 'The range crosses the middle.' },
};

it('draws the band and the marker on the bar and flags a borderline indicator', () => {
  const html = renderToStaticMarkup(<IndicatorBar geometry={barGeometry({ score: 47.2, band: { low: 39.5, high: 54.9 }, letter: 'F', firstPole: 'T' })} text={text} />);
  expect(html).toContain('style="left:45.1%;width:15.4%"');
  expect(html).toContain('style="left:52.8%"');
  expect(html).toContain('<h3 class="result-indicator__name">Decision basis</h3><span class="result-indicator__flag">Borderline</span>');
  expect(html).toContain('The range crosses the middle.');
  // The drawing is decorative: the same facts are in the text.
  expect(html).toMatch(/<div class="result-indicator__track" aria-hidden="true">/);
});

it('shows no flag when the band stays on one side', () => {
  const html = renderToStaticMarkup(
    <IndicatorBar geometry={barGeometry({ score: 83.3, band: { low: 79.3, high: 87.3 }, letter: 'S', firstPole: 'S' })} text={{ ...text, borderline: null }} />,
  );
  expect(html).not.toContain('result-indicator__flag');
  expect(html).toContain('result-indicator__pole result-indicator__pole--on">Logic (T)');
});
