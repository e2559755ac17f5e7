// The password login form: email and password (SPEC section 5: a valid email, a password), each error on its field.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Problems } from '../logic/problems';
import { loginMessages as m } from '../login-messages';
import { fieldMessages } from '../messages';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitRow } from './SubmitRow';
import { useFocusProblem } from './use-focus-problem';
import { useProblemText } from './use-problem-text';

export type LoginField = 'email' | 'password';
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

interface Props {
  values: Record<LoginField, string>;
  problems: Problems<LoginField>;
  round: number;
  busy: boolean;
  failure?: ReactNode;
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
}

export function LoginForm({ values, problems, round, busy, failure, onChange, onSubmit }: Props) {
  const intl = useIntl();
  const text = useProblemText();
  const focusRef = useFocusProblem(problems, round, ['form', ...LOGIN_FIELDS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <FormAlert ref={focusRef('form')} text={text(problems.form)} />
      <Field ref={focusRef('email')} label={intl.formatMessage(fieldMessages.email)} type="email" name="email" autoComplete="email"
        inputMode="email" spellCheck={false} required value={values.email} error={text(problems.email)}
        onChange={(event) => onChange('email', event.target.value)} />
      <Field ref={focusRef('password')} label={intl.formatMessage(fieldMessages.password)} type="password" name="password"
        autoComplete="current-password" required value={values.password} error={text(problems.password)}
        onChange={(event) => onChange('password', event.target.value)} />
      <SubmitRow label={intl.formatMessage(m.submit)} busy={busy} failure={failure} />
    </form>
  );
}
