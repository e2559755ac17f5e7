// The question's markup: one fieldset named by its legend (number and h1 statement), seven native radios in one group.
import { renderToStaticMarkup } from 'react-dom/server';
import { QuestionCard, type QuestionCardText } from './QuestionCard';

const text: QuestionCardText = {
  number: 'Question 4 of 60', finishEditing: 'Finish editing', instructions: 'How well?', autoAdvance: 'Your answer moves on.', keyboardHint: 'Keys', next: 'Next step', back: 'Back',
  needAnswer: 'Please choose', notAtAll: 'Not at all', veryMuch: 'Very much',
  pointName: (value) => (value === 1 ? '1, Not at all' : value === 7 ? '7, Very much' : String(value)),
};

function render(props: Partial<Parameters<typeof QuestionCard>[0]> = {}) {
  return renderToStaticMarkup(
    <QuestionCard questionKey="EI-01" statement="I recharge with people." value={5} showMissing={false} canGoBack focusOnShow={false}
      text={text} onChoose={() => {}} onAnswer={() => {}} onNext={() => {}} onBack={() => {}} {...props} />,
  );
}

it('puts the number and the statement (the only h1) in the legend of the fieldset', () => {
  const html = render();
  expect(html).toMatch(/<fieldset[^>]*aria-describedby="[^"]+"><legend[^>]*><span[^>]*>Question 4 of 60<\/span><h1 tabindex="-1"[^>]*>I recharge with people\.<\/h1><\/legend>/);
  expect(html.match(/<h1/g)).toHaveLength(1);
});

it('offers seven radios in one group, the chosen one checked, the ends named', () => {
  const html = render();
  const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
  expect(radios).toHaveLength(7);
  expect(radios.every((r) => r.includes('name="answer-EI-01"'))).toBe(true);
  expect(radios.filter((r) => r.includes('checked'))).toEqual([expect.stringContaining('value="5"')]);
  expect(html).toContain('1, Not at all');
  expect(html).toContain('7, Very much');
});

it('ties the missing-answer message to the radios and offers finishing only when asked', () => {
  const html = render({ value: undefined, showMissing: true, onFinish: () => {} });
  const errorId = /<p id="([^"]+)" class="q-field-error" role="alert">Please choose<\/p>/.exec(html)?.[1];
  expect(errorId).toBeTruthy();
  expect(html).toContain(`aria-describedby="${errorId}"`);
  expect(html).toContain('Finish editing');
  expect(render()).not.toContain('Finish editing');
});

it('says before the scale that an answer moves on, and sizes the circles from the ends to the middle', () => {
  const html = render();
  const hintId = /<fieldset[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`<p id="${hintId}" class="q-question__hint">How well? Your answer moves on.</p>`);
  expect([...html.matchAll(/class="q-scale__point q-scale__point--(\d)"/g)].map((m) => m[1])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  expect(html).toMatch(/q-scale__end--low">Not at all<.*q-scale__end--high">Very much</);
});
