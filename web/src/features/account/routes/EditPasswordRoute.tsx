// Change password (/user/edit-password/{code}-{examId}, members only): the current password when the account has
// one (an account opened with an emailed link can set a first one without), then the new one twice; 'saved'.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import type { AccountFieldsFragment } from '../api';
import { PASSWORD_FIELDS, PasswordForm, type PasswordField } from '../components/PasswordForm';
import { noticeMessages } from '../messages';
import { changePasswordMessages as m } from '../password-messages';
import { AccountChangePasswordDocument } from '../password-api';
import { problemsFromErrors } from '../logic/problems';
import { newPasswordChecks } from '../logic/validation';
import { MemberPage } from './MemberPage';
import { must } from './must';
import { useSubmission } from './use-submission';
import '../account.css';

const EMPTY: Record<PasswordField, string> = { currentPassword: '', password: '', confirmPassword: '' };

export function EditPasswordRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  return <MemberPage>{(account) => <EditPassword account={account} />}</MemberPage>;
}

function EditPassword({ account }: { account: AccountFieldsFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const links = useLinks();
  const [values, setValues] = useState(EMPTY);
  const [saved, setSaved] = useState(false);
  const form = useSubmission<PasswordField>();
  // As loaded, then as saved: setting a first password adds the current-password field for the next change.
  const [hasPassword, setHasPassword] = useState(account.hasPassword);

  const send = async () => {
    setSaved(false);
    const checks = {
      currentPassword: hasPassword && !values.currentPassword ? { code: 'PASSWORD_REQUIRED' as const } : undefined,
      ...newPasswordChecks(values.password, values.confirmPassword),
    };
    const payload = await form.submit(checks, async () => {
      const input = { currentPassword: hasPassword ? values.currentPassword : null, password: values.password, confirmPassword: values.confirmPassword };
      const { data } = await client.mutate({ mutation: AccountChangePasswordDocument, variables: { input } });
      return must(data?.changePassword);
    });
    if (!payload) return;
    if (!payload.user) return form.refuse(problemsFromErrors(payload.errors, PASSWORD_FIELDS));
    setValues(EMPTY);
    setHasPassword(payload.user.hasPassword);
    setSaved(true);
  };

  return (
    <div className="container page page--narrow acc-page">
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(hasPassword ? m.intro : m.noPassword)}</p>
      <PasswordForm values={values} hasPassword={hasPassword} problems={form.problems} round={form.round} busy={form.busy}
        submitLabel={t(hasPassword ? m.submit : m.setSubmit)} status={saved ? t(noticeMessages.saved) : null}
        failure={form.failed && <LoadError onRetry={() => void send()} compact />}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setSaved(false);
          form.clear(field);
        }}
        onSubmit={() => void send()} />
      <p className="acc-links"><Link to={links.screen('userSetting')}>{t(m.back)}</Link></p>
    </div>
  );
}
