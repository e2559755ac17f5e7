// Personal info: the member's name, nickname, phone, birthday and sex, saved with updateProfile ('saved'); the
// header follows a new name.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import { setViewer } from '../../../lib/viewer';
import type { AccountFieldsFragment } from '../api';
import { PROFILE_FIELDS, ProfileForm, type ProfileField } from '../components/ProfileForm';
import { noticeMessages } from '../messages';
import { AccountUpdateProfileDocument } from '../password-api';
import { problemsFromErrors } from '../logic/problems';
import { profileChecks, type ProfileValues } from '../logic/validation';
import { must } from './must';
import { useSubmission } from './use-submission';

function valuesOf(account: AccountFieldsFragment): ProfileValues {
  return {
    name: account.name ?? '',
    nickName: account.nickName ?? '',
    phone: account.phone ?? '',
    birthday: account.birthday ?? '',
    sex: account.sex ?? '',
  };
}

export function ProfileSection({ account }: { account: AccountFieldsFragment }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [values, setValues] = useState(() => valuesOf(account));
  const [saved, setSaved] = useState(false);
  const form = useSubmission<ProfileField>();

  const send = async () => {
    setSaved(false);
    const payload = await form.submit(profileChecks(values, new Date()), async () => {
      const input = {
        name: values.name.trim(),
        nickName: values.nickName.trim(),
        phone: values.phone.trim(),
        birthday: values.birthday.trim(),
        ...(values.sex ? { sex: values.sex } : {}),
      };
      const { data } = await client.mutate({ mutation: AccountUpdateProfileDocument, variables: { input } });
      return must(data?.updateProfile);
    });
    if (!payload) return;
    if (!payload.user) return form.refuse(problemsFromErrors(payload.errors, PROFILE_FIELDS));
    setValues(valuesOf(payload.user));
    setViewer({ id: payload.user.id, name: payload.user.name ?? null });
    setSaved(true);
  };

  return (
    <ProfileForm email={account.email} values={values} problems={form.problems} round={form.round} busy={form.busy}
      status={saved ? intl.formatMessage(noticeMessages.saved) : null}
      failure={form.failed && <LoadError onRetry={() => void send()} compact />}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setSaved(false);
        form.clear(field);
      }}
      onSubmit={() => void send()} />
  );
}
