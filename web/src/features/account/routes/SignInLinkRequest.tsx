// Asking for a one-time sign-in link by email. The answer never says whether the address has an account.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import { EmailForm } from '../../../components/EmailForm';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { examSegment } from '../../../lib/paths';
import { useExam } from '../../../lib/use-links';
import { AccountRequestSignInLinkDocument } from '../api';
import { useProblemText } from '../components/use-problem-text';
import { loginMessages as m } from '../login-messages';
import { fieldMessages } from '../messages';
import { problemsFromErrors } from '../logic/problems';
import { emailChecks } from '../logic/validation';
import { must } from './must';
import { useSubmission } from './use-submission';

const selectLocale = (s: AppState) => s.locale;

export function SignInLinkRequest({ initialEmail = '' }: { initialEmail?: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const text = useProblemText();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSubmission<'email'>();

  const send = async () => {
    setSentTo(null);
    const address = email.trim();
    const payload = await form.submit(emailChecks({ email }), async () => {
      const { data } = await client.mutate({ mutation: AccountRequestSignInLinkDocument, variables: { email: address, exam: examSegment(exam), locale } });
      return must(data?.requestSignInLink);
    });
    if (!payload) return;
    if (payload.errors.length > 0) return form.refuse(problemsFromErrors(payload.errors, ['email']));
    setSentTo(address);
  };

  const problem = form.problems.email ?? form.problems.form;
  return (
    <div className="acc-link-request">
      <EmailForm
        text={{ label: intl.formatMessage(fieldMessages.email), send: intl.formatMessage(m.linkSend), sending: intl.formatMessage(fieldMessages.sending) }}
        email={email} error={text(problem)} errorRound={form.round} busy={form.busy}
        failure={form.failed && <LoadError onRetry={() => void send()} compact />}
        onEmail={(value) => {
          setEmail(value);
          form.clear('email');
        }}
        onSubmit={() => void send()} />
      <p className="acc-sent" role="status">{sentTo ? intl.formatMessage(m.linkSent, { email: sentTo }) : ''}</p>
    </div>
  );
}
