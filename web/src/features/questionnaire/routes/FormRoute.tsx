// The form page (/answer/submit-old/{code}-{examId}?t=...): details kept as the app state's form info, the email left
// with captureEmail, then the sitting submitted and the free result opened.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState, useAppStore } from '../../../lib/app-state-context';
import { BCP47 } from '../../../lib/locale';
import { FormCountriesDocument } from '../api';
import { completeMessages } from '../complete-messages';
import { InfoForm } from '../components/InfoForm';
import { formMessages as m } from '../email-messages';
import { fullName, normaliseEmail, validateForm, type FormErrors, type FormValues } from '../logic/validation';
import { useAnswerQueue, useSitting } from '../sitting/use-sitting';
import { useSubmit } from '../sitting/use-submit';
import '../questionnaire.css';

const selectLocale = (s: AppState) => s.locale;

function useCountryOptions() {
  const locale = useAppState(selectLocale);
  const { data } = useQuery(FormCountriesDocument);
  return useMemo(() => {
    const tag = BCP47[locale];
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    return (data?.countries ?? [])
      .map((c) => ({ code: c.code, name: names.of(c.code) ?? c.code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [data, locale]);
}

export function FormRoute() {
  const intl = useIntl();
  const store = useAppStore();
  const { token, to } = useSitting();
  const { queue } = useAnswerQueue(token);
  const submit = useSubmit(token, queue, to);
  const countries = useCountryOptions();
  const [values, setValues] = useState<FormValues>(() => {
    const { formInfo, email, config } = store.getState();
    return { ...formInfo, email: formInfo.email || email, country: formInfo.country || config.countryCode.toUpperCase() };
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [errorRound, setErrorRound] = useState(0);
  useDocumentTitle(intl.formatMessage(m.title));

  if (!token) return <Navigate replace to={to('answerQuestion', null)} />;

  const send = () => {
    const found = validateForm(values, new Date().getFullYear());
    setErrors(found);
    if (Object.keys(found).length > 0) return setErrorRound((n) => n + 1);
    const email = normaliseEmail(values.email);
    store.setState((s) => ({ email, formInfo: { ...s.formInfo, ...values, email, name: fullName(values) } }));
    void submit.run({ hasEmail: true, email }).then((outcome) => {
      if (outcome && 'problem' in outcome && outcome.problem === 'invalidEmail') {
        setErrors({ email: 'emailFormat' });
        setErrorRound((n) => n + 1);
      }
    });
  };

  const statusText = submit.state === 'saving' ? completeMessages.saving : submit.state === 'evaluating' ? completeMessages.evaluating : null;
  return (
    <div className="container page page--narrow q-details">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="lead">{intl.formatMessage(m.text)}</p>
      <InfoForm
        values={values}
        errors={errors}
        errorRound={errorRound}
        countries={countries}
        busy={submit.busy}
        status={(
          <>
            <p className="q-status" role="status">{statusText ? intl.formatMessage(statusText) : ''}</p>
            {submit.state === 'failed' && <LoadError onRetry={send} />}
          </>
        )}
        onChange={(next) => {
          setValues(next);
          if (Object.keys(errors).length > 0) setErrors(validateForm(next, new Date().getFullYear()));
        }}
        onSubmit={send}
      />
    </div>
  );
}
