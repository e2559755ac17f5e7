// The support page's contact form: sends a question or a refund request (the order number may come from the link,
// ?order=MP...&refund=1) and shows the reference of the confirmation mail, with the answer time promised to the
// signed-in member (one working day with priority support, else usually two).
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppState } from '../../../lib/app-state-context';
import type { AppState } from '../../../lib/app-state';
import { CONTACT_TOPICS, ContactForm, type ContactValues } from '../components/ContactForm';
import { contactMessages as m, sentMessages } from '../contact-messages';

const selectEmail = (s: AppState) => s.email;
const selectLocale = (s: AppState) => s.locale;

interface AnswerPromise {
  priority: boolean;
  workingDays: number;
}

/** The answer time support promises the visitor (the session cookie says who); standard until known. */
function usePriorityPromise(): boolean {
  const [priority, setPriority] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/support/promise', { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as { data: AnswerPromise | null }).data : null))
      .then((promise) => setPriority(Boolean(promise?.priority)))
      .catch(() => {
        // The standard promise stays.
      });
    return () => controller.abort();
  }, []);
  return priority;
}

export function ContactSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const query = new URLSearchParams(useLocation().search);
  const [values, setValues] = useState<ContactValues>(() => ({
    kind: query.get('refund') === '1' ? 'REFUND' : 'QUESTION',
    topic: 'ORDER',
    email: '',
    orderNumber: query.get('order') ?? '',
    message: '',
  }));
  const storedEmail = useAppState(selectEmail);
  const locale = useAppState(selectLocale);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactValues, string>>>({});
  const [status, setStatus] = useState<{ sent?: string; priority?: boolean; failed?: boolean; general?: string }>({});
  const [loading, setLoading] = useState(false);
  const priority = usePriorityPromise();
  const email = values.email || storedEmail;

  const submit = async () => {
    setStatus({});
    try {
      // The REST facade: the support page is outside the Apollo provider.
      setLoading(true);
      const response = await fetch('/api/support/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json', hl: locale },
        body: JSON.stringify({ kind: values.kind.toLowerCase(), topic: values.topic.toLowerCase(), email, orderNumber: values.orderNumber.trim() || null, message: values.message, hl: locale }),
      }).finally(() => setLoading(false));
      const body = (await response.json()) as { data: { reference?: string; promise?: AnswerPromise; errors?: Array<{ code: keyof typeof m; field?: string }> } | null; msg: string };
      const reply = response.status >= 500 ? null : { reference: body.data?.reference, priority: Boolean(body.data?.promise?.priority), errors: response.ok ? [] : body.data?.errors ?? [] };
      if (!reply) return setStatus({ failed: true });
      const next: Partial<Record<keyof ContactValues, string>> = {};
      let general: string | undefined;
      for (const error of reply.errors) {
        const text = t(m[error.code]);
        if (error.field === 'email' || error.field === 'message' || error.field === 'orderNumber') next[error.field] = text;
        else general = text;
      }
      setErrors(next);
      if (reply.reference) {
        setValues((current) => ({ ...current, message: '' }));
        setStatus({ sent: reply.reference, priority: reply.priority });
      } else if (general) setStatus({ general });
    } catch {
      setStatus({ failed: true });
    }
  };

  return (
    <section className="sup-contact" aria-labelledby="support-form">
      <h2 id="support-form">{t(m.title)}</h2>
      <p data-testid="support-promise">{t(priority ? m.introPriority : m.intro)}</p>
      <ContactForm
        text={{
          kind: t(m.kind), kindQuestion: t(m.kindQuestion), kindRefund: t(m.kindRefund), topic: t(m.topic),
          topics: Object.fromEntries(CONTACT_TOPICS.map((topic) => [topic, t(m[`topic${topic}` as const])])) as Record<(typeof CONTACT_TOPICS)[number], string>,
          email: t(m.email), order: t(m.order), orderHelp: t(m.orderHelp), optional: t(m.optional), message: t(m.message), send: t(m.send), sending: t(m.sending),
        }}
        values={{ ...values, email }} errors={errors} busy={loading}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
        onSubmit={() => void submit()} />
      <div role="status" aria-live="polite">
        {status.sent && <p className="sup-sent">{intl.formatMessage(status.priority ? sentMessages.sentPriority : sentMessages.sent, { reference: status.sent })}</p>}
      </div>
      {(status.failed || status.general) && <p className="sup-error" role="alert">{status.general ?? t(m.failed)}</p>}
    </section>
  );
}
