// The personal info form of the personal centre: name, nickname, phone, birthday ('Invalid date.') and sex
// (male, female, confidential), with the account's email shown read-only.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Problems } from '../logic/problems';
import type { ProfileValues } from '../logic/validation';
import { profileMessages as m } from '../centre-messages';
import { fieldMessages } from '../messages';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { SubmitRow } from './SubmitRow';
import { useFocusProblem } from './use-focus-problem';
import { useProblemText } from './use-problem-text';

export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'nickName', 'phone', 'birthday', 'sex'];
const SEXES = [['MALE', m.male], ['FEMALE', m.female], ['CONFIDENTIAL', m.confidential]] as const;

interface Props {
  email: string;
  values: ProfileValues;
  problems: Problems<ProfileField>;
  round: number;
  busy: boolean;
  status: string | null;
  failure?: ReactNode;
  onChange: <K extends ProfileField>(field: K, value: ProfileValues[K]) => void;
  onSubmit: () => void;
}

export function ProfileForm({ email, values, problems, round, busy, status, failure, onChange, onSubmit }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useProblemText();
  const focusRef = useFocusProblem(problems, round, ['form', ...PROFILE_FIELDS]);
  const optional = t(fieldMessages.optional);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <FormAlert ref={focusRef('form')} text={text(problems.form)} />
      <p className="acc-readonly"><span className="acc-field__label">{t(m.email)}</span> <span>{email}</span></p>
      <Field ref={focusRef('name')} label={t(fieldMessages.name)} name="name" autoComplete="name" required maxLength={100}
        value={values.name} error={text(problems.name)} onChange={(event) => onChange('name', event.target.value)} />
      <Field ref={focusRef('nickName')} label={t(m.nickName)} labelHint={optional} name="nickname" autoComplete="nickname" maxLength={50}
        value={values.nickName} error={text(problems.nickName)} onChange={(event) => onChange('nickName', event.target.value)} />
      <Field ref={focusRef('phone')} label={t(m.phone)} labelHint={optional} type="tel" name="phone" autoComplete="tel" maxLength={32}
        value={values.phone} error={text(problems.phone)} onChange={(event) => onChange('phone', event.target.value)} />
      <Field ref={focusRef('birthday')} label={t(m.birthday)} labelHint={optional} name="birthday" autoComplete="bday" maxLength={10}
        help={t(m.birthdayHint)} value={values.birthday} error={text(problems.birthday)}
        onChange={(event) => onChange('birthday', event.target.value)} />
      <fieldset className="acc-choice">
        <legend className="acc-field__label">{t(m.sex)}<span className="acc-field__optional"> {optional}</span></legend>
        {SEXES.map(([value, label]) => (
          <label key={value} className="acc-choice__option">
            <input type="radio" name="sex" value={value} checked={values.sex === value} onChange={() => onChange('sex', value)} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <SubmitRow label={t(m.save)} busy={busy} failure={failure} />
      <p className="acc-saved" role="status">{status ?? ''}</p>
    </form>
  );
}
