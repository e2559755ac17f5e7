// The step after an emailed code (register, forgot password): the code, for a reset also the new password twice,
// then a way to get a new code and a way back to the address.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Problems } from '../logic/problems';
import { fieldMessages } from '../messages';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitRow } from './SubmitRow';
import { useFocusProblem } from './use-focus-problem';
import { useProblemText } from './use-problem-text';

export type CodeField = 'code' | 'password' | 'confirmPassword';
export const CODE_FIELDS: readonly CodeField[] = ['code', 'password', 'confirmPassword'];

interface Props {
  values: Record<CodeField, string>;
  /** The reset step asks for the new password too. */
  withPassword: boolean;
  problems: Problems<CodeField>;
  round: number;
  busy: boolean;
  text: { submit: string; resend: string; back: string };
  /** The outcome of asking for a new code: 'code sent' or a limit, announced politely. */
  resendStatus: string | null;
  failure?: ReactNode;
  onChange: (field: CodeField, value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onBack: () => void;
}

export function CodeForm(props: Props) {
  const { values, withPassword, problems, round, busy, text, resendStatus, failure, onChange } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText();
  const focusRef = useFocusProblem(problems, round, ['form', ...CODE_FIELDS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <FormAlert ref={focusRef('form')} text={problemText(problems.form)} />
      <Field ref={focusRef('code')} className="acc-field--code" label={t(fieldMessages.code)} name="code" autoComplete="one-time-code"
        inputMode="numeric" maxLength={12} required help={t(fieldMessages.codeHint)} value={values.code} error={problemText(problems.code)}
        onChange={(event) => onChange('code', event.target.value)} />
      {withPassword && (
        <>
          <Field ref={focusRef('password')} label={t(fieldMessages.newPassword)} type="password" name="new-password" autoComplete="new-password"
            required help={t(fieldMessages.passwordHint)} value={values.password} error={problemText(problems.password)}
            onChange={(event) => onChange('password', event.target.value)} />
          <Field ref={focusRef('confirmPassword')} label={t(fieldMessages.confirmNewPassword)} type="password" name="confirm-password"
            autoComplete="new-password" required value={values.confirmPassword} error={problemText(problems.confirmPassword)}
            onChange={(event) => onChange('confirmPassword', event.target.value)} />
        </>
      )}
      <SubmitRow label={text.submit} busy={busy} failure={failure} />
      <div className="acc-secondary">
        <button type="button" className="link-button" onClick={props.onResend}>{text.resend}</button>
        <button type="button" className="link-button" onClick={props.onBack}>{text.back}</button>
      </div>
      <p className="acc-status" role="status">{resendStatus ?? ''}</p>
    </form>
  );
}
