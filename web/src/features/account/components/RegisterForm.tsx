// The register form (SPEC section 5): name, email, password twice and the privacy agreement, each error on its field.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Problems } from '../logic/problems';
import type { SignUpValues } from '../logic/validation';
import { fieldMessages, privacyMessages } from '../messages';
import { registerMessages as m } from '../register-messages';
import { CheckboxField, Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitRow } from './SubmitRow';
import { useFocusProblem } from './use-focus-problem';
import { useProblemText } from './use-problem-text';

export type RegisterField = keyof SignUpValues;
export const REGISTER_FIELDS: readonly RegisterField[] = ['name', 'email', 'password', 'confirmPassword', 'agreePrivacy'];

interface Props {
  values: SignUpValues;
  problems: Problems<RegisterField>;
  round: number;
  busy: boolean;
  privacyHref: string;
  /** Back from the code step to change the address: focus starts on the email field. */
  focusEmail?: boolean;
  failure?: ReactNode;
  onChange: <K extends RegisterField>(field: K, value: SignUpValues[K]) => void;
  onSubmit: () => void;
}

export function RegisterForm({ values, problems, round, busy, privacyHref, focusEmail = false, failure, onChange, onSubmit }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useProblemText();
  const focusRef = useFocusProblem(problems, round, ['form', ...REGISTER_FIELDS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // The policy opens in a new tab, so the form keeps what was typed.
  const policy = (
    <a href={privacyHref} target="_blank" rel="noopener noreferrer">
      {t(privacyMessages.policy)}
      <span className="visually-hidden"> {t(fieldMessages.newTab)}</span>
    </a>
  );
  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <FormAlert ref={focusRef('form')} text={text(problems.form)} />
      <Field ref={focusRef('name')} label={t(fieldMessages.name)} name="name" autoComplete="name" required maxLength={100}
        value={values.name} error={text(problems.name)} onChange={(event) => onChange('name', event.target.value)} />
      <Field ref={focusRef('email')} label={t(fieldMessages.email)} type="email" name="email" autoComplete="email" inputMode="email"
        spellCheck={false} required autoFocus={focusEmail} value={values.email} error={text(problems.email)} onChange={(event) => onChange('email', event.target.value)} />
      <Field ref={focusRef('password')} label={t(fieldMessages.password)} type="password" name="new-password" autoComplete="new-password"
        required help={t(fieldMessages.passwordHint)} value={values.password} error={text(problems.password)}
        onChange={(event) => onChange('password', event.target.value)} />
      <Field ref={focusRef('confirmPassword')} label={t(fieldMessages.confirmPassword)} type="password" name="confirm-password"
        autoComplete="new-password" required value={values.confirmPassword} error={text(problems.confirmPassword)}
        onChange={(event) => onChange('confirmPassword', event.target.value)} />
      <CheckboxField ref={focusRef('agreePrivacy')} name="agreePrivacy" checked={values.agreePrivacy} error={text(problems.agreePrivacy)}
        label={t(privacyMessages.agree, { policy })} onChange={(checked) => onChange('agreePrivacy', checked)} />
      <SubmitRow label={t(m.submit)} busy={busy} failure={failure} />
    </form>
  );
}
