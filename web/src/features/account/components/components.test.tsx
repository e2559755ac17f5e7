// The account forms' markup: labelled fields with the autocomplete tokens password managers need, each error tied
// to its field, the form alert, the privacy link, the code step, and the report rows' tags and actions.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { CodeForm } from './CodeForm';
import { LoginForm } from './LoginForm';
import { PasswordForm } from './PasswordForm';
import { PaymentList } from './PaymentList';
import { ProfileForm } from './ProfileForm';
import { RegisterForm } from './RegisterForm';
import { ReportList } from './ReportList';
import { SubscriptionList } from './SubscriptionList';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}><MemoryRouter>{node}</MemoryRouter></IntlProvider>);
const noop = () => {};

/** The input that a label names, with its attributes, and the text its aria-describedby points at. */
function field(html: string, label: string): { input: string; described: string[] } {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}(?:<|$)`).exec(html)?.[1];
  if (!id) throw new Error(`no label ${label}`);
  // Attribute names lower-cased: React writes some in camel case (autoComplete, inputMode).
  const input = (new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '').replace(/ ([A-Za-z-]+)=/g, (name) => name.toLowerCase());
  const ids = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(' ') ?? [];
  return { input, described: ids.map((part) => new RegExp(`id="${part}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '') };
}

describe('LoginForm', () => {
  const html = render(
    <LoginForm values={{ email: 'ada@', password: '' }} problems={{ email: { code: 'INVALID_EMAIL' }, password: { code: 'PASSWORD_REQUIRED' } }}
      round={1} busy={false} onChange={noop} onSubmit={noop} />,
  );

  it('labels email and password with their autocomplete tokens and ties each error to its field', () => {
    const email = field(html, 'Email address');
    expect(email.input).toContain('type="email"');
    expect(email.input).toContain('autocomplete="email"');
    expect(email.input).toContain('aria-invalid="true"');
    expect(email.described).toEqual(['Incorrect email format.']);
    const password = field(html, 'Password');
    expect(password.input).toContain('autocomplete="current-password"');
    expect(password.described).toEqual(['Please enter your password.']);
  });

  it('announces a problem about the whole form', () => {
    const wrong = render(<LoginForm values={{ email: 'a@b.co', password: 'x' }} problems={{ form: { code: 'WRONG_CREDENTIALS' } }} round={1} busy={false} onChange={noop} onSubmit={noop} />);
    expect(wrong).toContain('<div role="alert" class="acc-alert-slot"><p class="acc-alert" tabindex="-1">The email or password is incorrect.</p></div>');
    expect(wrong).toContain('<button type="submit" class="button button--primary button--large">Log in</button>');
  });
});

describe('RegisterForm', () => {
  const values = { name: '', email: '', password: 'short', confirmPassword: 'other', agreePrivacy: false };
  const html = render(
    <RegisterForm values={values} round={1} busy={false} privacyHref="/legal/BMBTI-1836#privacy" onChange={noop} onSubmit={noop}
      problems={{ name: { code: 'NAME_REQUIRED' }, password: { code: 'PASSWORD_TOO_SHORT' }, confirmPassword: { code: 'PASSWORDS_DO_NOT_MATCH' }, agreePrivacy: { code: 'PRIVACY_NOT_AGREED' } }} />,
  );

  it('asks for new passwords with help and SPEC wording for the errors', () => {
    expect(field(html, 'Name').described).toEqual(['Please enter your name.']);
    const password = field(html, 'Password');
    expect(password.input).toContain('autocomplete="new-password"');
    expect(password.described).toEqual(['At least 8 characters.', 'Use at least 8 characters for your password.']);
    expect(field(html, 'Confirm password').described).toEqual(['The passwords do not match.']);
  });

  it('links the privacy policy in a new tab from the agreement box and ties its error', () => {
    expect(html).toContain('I have read and agree to the <a href="/legal/BMBTI-1836#privacy" target="_blank" rel="noopener noreferrer">privacy policy<span class="visually-hidden"> (opens in a new tab)</span></a>.');
    expect(html).toMatch(/<input type="checkbox" id="([^"]+)" class="acc-check__input" aria-invalid="true" aria-describedby="\1-error" name="agreePrivacy"\/>/);
    expect(html).toContain('Please read and agree to the privacy policy to continue.');
  });
});

it('asks for the code as a one-time code and keeps the resend status live', () => {
  const html = render(
    <CodeForm values={{ code: '', password: '', confirmPassword: '' }} withPassword problems={{ code: { code: 'CODE_REQUIRED' } }} round={1} busy={false}
      text={{ submit: 'Reset password', resend: 'Send a new code', back: 'Use a different email address' }} resendStatus="Code sent. Check your inbox and your spam folder."
      onChange={noop} onSubmit={noop} onResend={noop} onBack={noop} />,
  );
  const code = field(html, 'Verification code');
  expect(code.input).toContain('autocomplete="one-time-code"');
  expect(code.input).toContain('inputmode="numeric"');
  expect(code.described).toEqual(['The 6 digits from the email we sent you.', 'Please enter the verification code.']);
  expect(field(html, 'New password').input).toContain('autocomplete="new-password"');
  expect(html).toContain('<p class="acc-status" role="status">Code sent. Check your inbox and your spam folder.</p>');
});

it('asks for the current password only when the account has one', () => {
  const props = { values: { currentPassword: '', password: '', confirmPassword: '' }, problems: {}, round: 0, busy: false, submitLabel: 'Save', status: 'Saved.', onChange: noop, onSubmit: noop };
  expect(field(render(<PasswordForm {...props} hasPassword />), 'Current password').input).toContain('autocomplete="current-password"');
  const without = render(<PasswordForm {...props} hasPassword={false} />);
  expect(without).not.toContain('Current password');
  expect(without).toContain('<p class="acc-saved" role="status">Saved.</p>');
});

it('shows the personal info form with invalid date on the birthday and the three sex options', () => {
  const html = render(
    <ProfileForm email="ada@example.com" values={{ name: 'Ada', nickName: '', phone: '', birthday: '2020-02-30', sex: 'CONFIDENTIAL' }}
      problems={{ birthday: { code: 'INVALID_DATE' } }} round={1} busy={false} status={null} onChange={noop} onSubmit={noop} />,
  );
  expect(field(html, 'Birthday').described).toEqual(['Year-month-day, for example 1990-04-23.', 'Invalid date.']);
  expect(field(html, 'Birthday').input).toContain('autocomplete="bday"');
  expect(html).toContain('<legend class="acc-field__label">Sex<span class="acc-field__optional"> (optional)</span></legend>');
  for (const option of ['Male', 'Female', 'Confidential']) expect(html).toContain(`/>${option}</label>`);
  expect(html).toContain('<input type="radio" name="sex" checked="" value="CONFIDENTIAL"/>');
});

it('lists reports with their status tag and the actions their status allows', () => {
  const none = { view: null, pdfUrl: null, freeResult: null, payNow: null, publicType: null };
  const html = render(
    <ReportList items={[
      { id: '1', name: 'Type INTJ-A', status: 'COMPLETED', date: 'Unlocked on 3 May 2026', actions: { ...none, view: '/report/result/BMBTI-1836?r=x' }, download: <button type="button">Download PDF</button> },
      { id: '2', name: 'Type ENFP-T', status: 'PENDING_PAYMENT', date: 'Taken on 1 May 2026', actions: { ...none, payNow: '/paying/scheme/BMBTI-1836?t=y', freeResult: '/report/result-free-test/BMBTI-1836?t=y' } },
      { id: '3', name: 'Personality test', status: 'UNCOMPLETED', date: 'Taken on 2 May 2026', actions: none },
    ]} />,
  );
  expect(html).toContain('<span class="acc-tag acc-tag--completed">Completed</span>');
  expect(html).toContain('<span class="acc-tag acc-tag--pending">Pending payment</span>');
  expect(html).toContain('<span class="acc-tag acc-tag--uncompleted">Uncompleted</span>');
  expect(html).toContain('aria-label="View report: Type INTJ-A, Unlocked on 3 May 2026" href="/report/result/BMBTI-1836?r=x"');
  expect(html).toContain('aria-label="Pay now: Type ENFP-T, Taken on 1 May 2026" href="/paying/scheme/BMBTI-1836?t=y"');
  // A row with nothing to do has no empty action bar.
  expect(html.match(/acc-report__actions/g)).toHaveLength(2);
  expect(html.match(/<h3 class="acc-report__name">/g)).toHaveLength(3);
});

describe('billing lists', () => {
  it('shows each subscription with its status and lines, and each payment with two named receipt links', () => {
    const subscriptions = renderToStaticMarkup(
      <SubscriptionList items={[{ id: 's1', title: 'Monthly excellence', status: 'Active', lines: ['Next charge: $49.99 on December 26, 2026'], action: <button type="button">Cancel subscription</button> }]} />,
    );
    expect(subscriptions).toContain('<h4 class="acc-report__name">Monthly excellence</h4><span class="tag">Active</span>');
    expect(subscriptions).toContain('Next charge: $49.99 on December 26, 2026');
    const payments = renderToStaticMarkup(<PaymentList items={[{
      id: 'o1', title: 'Monthly excellence', date: 'November 26, 2026', amount: '$49.99', refunded: 'Refunded',
      receipt: { href: '/api/user/receipt/o1?hl=EN', label: 'Receipt', name: 'Receipt: Monthly excellence, paid on November 26, 2026' },
      receiptPdf: { href: '/api/user/receipt/o1/pdf?hl=EN', label: 'Receipt (PDF)', name: 'Receipt (PDF): Monthly excellence, paid on November 26, 2026' },
    }]} />);
    expect(payments).toContain('href="/api/user/receipt/o1?hl=EN" target="_blank" rel="noopener" aria-label="Receipt: Monthly excellence, paid on November 26, 2026"');
    expect(payments).toContain('href="/api/user/receipt/o1/pdf?hl=EN" download=""');
    expect(payments).toContain('<span class="tag">Refunded</span>');
  });
});
