// The unsubscribe form's markup: a labelled email field whose error is tied to it, and the send button.
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailForm } from './EmailForm';

const text = { label: 'Email address', send: 'Send', sending: 'Cancelling…' };
const render = (error: string | null) => renderToStaticMarkup(
  <EmailForm text={text} email="a@b.co" error={error} errorRound={0} busy={false} onEmail={() => {}} onSubmit={() => {}} />,
);

it('ties "E-mail not found, please re-enter" to the field', () => {
  const html = render('E-mail not found, please re-enter');
  const [, id] = /<input id="([^"]+)"/.exec(html) ?? [];
  expect(html).toContain(`<label for="${id}" class="email-field__label">Email address</label>`);
  expect(html).toContain(`aria-invalid="true" aria-describedby="${id}-error"`);
  expect(html).toContain(`<p id="${id}-error" class="email-error">E-mail not found, please re-enter</p>`);
});

it('has no error markup without an error', () => {
  const html = render(null);
  expect(html).not.toContain('aria-invalid');
  expect(html).toContain('<button type="submit" class="button button--primary button--large">Send</button>');
});
