// The checkout's presentational pieces rendered to markup: errors tied to their fields, the unticked consent beside
// its terms, the plan radios with their price lines, the modal dialog and the countdown's timer role.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CheckboxField, Field } from './Field';
import { Countdown, LiveActivity } from './OfferNotices';
import { PlanChoice } from './PlanChoice';
import { SupportBlock } from './SupportBlock';
import { TrialTerms } from './TrialTerms';

const noop = () => {};

it('ties a field error to its input with aria-invalid and aria-describedby', () => {
  const html = renderToStaticMarkup(<Field label="Email" value="x" onChange={noop} error="Please enter a valid email address." help={<p>Help</p>} />);
  const [, id] = /<input id="([^"]+)"/.exec(html) ?? [];
  expect(html).toContain(`<label for="${id}"`);
  expect(html).toContain('aria-invalid="true"');
  expect(html).toContain(`aria-describedby="${id}-help ${id}-error"`);
  expect(html).toContain(`<p id="${id}-error" class="co-error">Please enter a valid email address.</p>`);
  expect(renderToStaticMarkup(<Field label="Email" value="x" onChange={noop} />)).not.toContain('aria-describedby');
});

it('shows the subscription terms and the exact stored text beside an unticked consent box', () => {
  const html = renderToStaticMarkup(
    <TrialTerms title="Subscription terms" lines={['Today you pay nothing.', 'Cancel in one step.']} agreedLabel="Stored:" serverText="Free for 3 days, then $19.99 every week."
      consentLabel="I agree to these subscription terms" checked={false} onChange={noop} error="Please agree to the subscription terms to continue." />,
  );
  expect(html).toContain('<blockquote id="co-terms-text" class="co-terms__text">Free for 3 days, then $19.99 every week.</blockquote>');
  const box = /<input type="checkbox"[^>]*>/.exec(html)?.[0] ?? '';
  expect(box).not.toContain('checked');
  expect(box).toMatch(/aria-describedby="co-terms-text [^"]+-error"/);
  expect(html.indexOf('Today you pay nothing.')).toBeLessThan(html.indexOf('I agree to these subscription terms'));
});

it('checks the consent box only when asked', () => {
  const html = renderToStaticMarkup(<CheckboxField name="terms" label="I agree" checked onChange={noop} />);
  expect(html).toMatch(/<input[^>]*checked=""/);
});

it('offers one radio per plan in a fieldset, with its price lines read as its description', () => {
  const html = renderToStaticMarkup(
    <PlanChoice legend="Choose" selected={2} onSelect={noop} options={[
      { id: 1, title: 'Weekly', badge: 'Free trial', price: 'Free for 3 days, then $19.99 per week', notes: ['about $86.62 per month'] },
      { id: 2, title: 'Monthly', price: '$49.99 per month', notes: ['Saves $36.63 a month compared with the weekly plan'] },
    ]} />,
  );
  expect(html).toMatch(/^<fieldset class="co-plans"><legend class="co-plans__legend">Choose<\/legend>/);
  expect(html.match(/type="radio"/g)).toHaveLength(2);
  expect(html).toContain('<input type="radio" id="co-plan-2" class="co-plan__input" aria-describedby="co-plan-2-price" name="plan" checked="" value="2"/>');
  expect(html).toContain('<div id="co-plan-1-price" class="co-plan__price"><p class="co-plan__main">Free for 3 days, then $19.99 per week</p><p class="co-plan__note">about $86.62 per month</p></div>');
});

it('shows live activity only when there is something true to say, and a non-live timer', () => {
  expect(renderToStaticMarkup(<LiveActivity label="Live activity" lines={[]} />)).toBe('');
  const timer = renderToStaticMarkup(<Countdown label="Offer" text="Code applied for 09:59 more." clock="09:59" ended={false} endedText="Ended" />);
  expect(timer).toContain('<p class="co-countdown__text" role="timer">Code applied for 09:59 more.</p>');
  expect(timer).toContain('aria-hidden="true">09:59</p>');
  expect(renderToStaticMarkup(<Countdown label="Offer" text="" clock="00:00" ended endedText="The offer discount has ended." />)).toContain('role="status">The offer discount has ended.');
});

it('names the support block as navigation with its four links', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <SupportBlock title="Help" trademark="MBTI is a trademark." links={['a', 'b', 'c', 'd'].map((key) => ({ key, to: `/${key}`, label: key }))} />
    </MemoryRouter>,
  );
  expect(html).toContain('<nav aria-labelledby="co-support-title">');
  expect(html.match(/<a /g)).toHaveLength(4);
  expect(html).toContain('MBTI is a trademark.');
});
