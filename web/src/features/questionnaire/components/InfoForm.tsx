// The form page's fields: first and last name, email, birth year, gender and country/region, each with its error.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formMessages as m } from '../email-messages';
import type { FormErrors, FormProblem, FormValues } from '../logic/validation';
import { TextField } from './TextField';

const PROBLEM_TEXT = { nameRequired: m.nameRequired, emailEmpty: m.emailEmpty, emailFormat: m.emailFormat, birthYear: m.birthYearInvalid } as const;
const FIELD_ORDER = ['firstName', 'email', 'birthYear'] as const;

interface Props {
  values: FormValues;
  errors: FormErrors;
  /** Increments on each refused submit, to move focus to the first field in error. */
  errorRound: number;
  countries: ReadonlyArray<{ code: string; name: string }>;
  busy: boolean;
  status: ReactNode;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
}

export function InfoForm({ values, errors, errorRound, countries, busy, status, onChange, onSubmit }: Props) {
  const intl = useIntl();
  const refs = { firstName: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), birthYear: useRef<HTMLInputElement>(null) };
  const problem = (value: FormProblem | undefined) => (value ? intl.formatMessage(PROBLEM_TEXT[value]) : null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => onChange({ ...values, [key]: value });
  const optional = intl.formatMessage(m.optional);

  useEffect(() => {
    if (errorRound === 0) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
    // Only a new refused submit moves focus, not typing.
  }, [errorRound]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="q-form q-form--grid" onSubmit={submit} noValidate>
      <TextField ref={refs.firstName} label={intl.formatMessage(m.firstName)} autoComplete="given-name" value={values.firstName}
        onChange={(e) => set('firstName', e.target.value)} error={problem(errors.firstName)} required />
      <TextField label={intl.formatMessage(m.lastName)} hint={optional} autoComplete="family-name" value={values.lastName}
        onChange={(e) => set('lastName', e.target.value)} />
      <TextField ref={refs.email} className="q-field--wide" label={intl.formatMessage(m.email)} type="email" autoComplete="email" inputMode="email"
        spellCheck={false} value={values.email} onChange={(e) => set('email', e.target.value)} error={problem(errors.email)} required />
      <TextField ref={refs.birthYear} label={intl.formatMessage(m.birthYear)} hint={optional} inputMode="numeric" autoComplete="bday-year"
        maxLength={4} value={values.birthYear} onChange={(e) => set('birthYear', e.target.value)} error={problem(errors.birthYear)} />
      <fieldset className="q-field q-field--choice">
        <legend className="q-field__label">{intl.formatMessage(m.gender)}<span className="q-field__hint"> {optional}</span></legend>
        {(['male', 'female'] as const).map((gender) => (
          <label key={gender} className="q-choice">
            <input type="radio" name="gender" value={gender} checked={values.gender === gender} onChange={() => set('gender', gender)} />
            {intl.formatMessage(m[gender])}
          </label>
        ))}
      </fieldset>
      <div className="q-field q-field--wide">
        <label htmlFor="form-country" className="q-field__label">{intl.formatMessage(m.country)}<span className="q-field__hint"> {optional}</span></label>
        <select id="form-country" className="q-field__input" autoComplete="country" value={values.country} onChange={(e) => set('country', e.target.value)}>
          <option value="">{intl.formatMessage(m.countryNone)}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </div>
      <div className="q-field--wide q-form__submit">
        <button type="submit" className="button button--primary button--large" aria-disabled={busy || undefined}>{intl.formatMessage(m.submit)}</button>
        {status}
      </div>
    </form>
  );
}
