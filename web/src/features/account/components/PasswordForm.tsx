// The change password form: the current password when the account has one, then the new password twice.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Problems } from '../logic/problems';
import { fieldMessages } from '../messages';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitRow } from './SubmitRow';
import { useFocusProblem } from './use-focus-problem';
import { useProblemText } from './use-problem-text';

export type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'password', 'confirmPassword'];

interface Props {
  values: Record<PasswordField, string>;
  hasPassword: boolean;
  problems: Problems<PasswordField>;
  round: number;
  busy: boolean;
  submitLabel: string;
  /** 'saved' after a change, announced. */
  status: string | null;
  failure?: ReactNode;
  onChange: (field: PasswordField, value: string) => void;
  onSubmit: () => void;
}

export function PasswordForm({ values, hasPassword, problems, round, busy, submitLabel, status, failure, onChange, onSubmit }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useProblemText();
  const focusRef = useFocusProblem(problems, round, ['form', ...PASSWORD_FIELDS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <FormAlert ref={focusRef('form')} text={text(problems.form)} />
      {hasPassword && (
        <Field ref={focusRef('currentPassword')} label={t(fieldMessages.currentPassword)} type="password" name="current-password"
          autoComplete="current-password" required value={values.currentPassword} error={text(problems.currentPassword)}
          onChange={(event) => onChange('currentPassword', event.target.value)} />
      )}
      <Field ref={focusRef('password')} label={t(fieldMessages.newPassword)} type="password" name="new-password" autoComplete="new-password"
        required help={t(fieldMessages.passwordHint)} value={values.password} error={text(problems.password)}
        onChange={(event) => onChange('password', event.target.value)} />
      <Field ref={focusRef('confirmPassword')} label={t(fieldMessages.confirmNewPassword)} type="password" name="confirm-password"
        autoComplete="new-password" required value={values.confirmPassword} error={text(problems.confirmPassword)}
        onChange={(event) => onChange('confirmPassword', event.target.value)} />
      <SubmitRow label={submitLabel} busy={busy} failure={failure} />
      <p className="acc-saved" role="status">{status ?? ''}</p>
    </form>
  );
}
