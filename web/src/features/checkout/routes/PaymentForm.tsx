// The payment form: delivery email, method, card (test card or Stripe's element) or PayPal, and the pay button.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import type { CheckoutOrderFragment } from '../api';
import { TestCardSection, StripeCardSection } from '../components/CardSection';
import { Field } from '../components/Field';
import { MethodChoice, type MethodOption } from '../components/MethodChoice';
import { groupCard } from '../logic/card';
import { formatPrice } from '../logic/price';
import { offerMessages as o } from '../offer-messages';
import { paymentMessages as m } from '../payment-messages';
import { stripePublishableKey } from '../stripe/stripe';
import { useStripeCard } from '../stripe/use-stripe-card';
import type { OrderNav } from './use-order-nav';
import { usePay, type PayField, type PayProblem } from './use-pay';

interface Props {
  order: CheckoutOrderFragment;
  token: string;
  nav: OrderNav;
  methods: readonly MethodOption[];
}

const PROBLEMS = {
  emailEmpty: o.emailEmpty, emailInvalid: o.emailInvalid, method: m.methodRequired, methodUnavailable: m.methodUnavailable,
  card: m.cardInvalid, cardTest: m.cardTest,
} as const satisfies Record<PayProblem, unknown>;

export function PaymentForm({ order, token, nav, methods }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('m')?.toUpperCase();
  const [values, setValues] = useState(() => ({
    email: order.email ?? '',
    method: methods.find((method) => method.code === asked)?.code ?? methods[0]?.code ?? null,
    card: '',
  }));
  const key = stripePublishableKey();
  const cardMode = key ? 'stripe' : 'local';
  const container = useRef<HTMLDivElement>(null);
  const stripe = useStripeCard(key, intl.locale, container, values.method === 'CARD');
  const pay = usePay({ order, token, nav, cardMode, stripe });
  const refs = { email: useRef<HTMLInputElement>(null), method: useRef<HTMLInputElement>(null), card: useRef<HTMLInputElement>(null) };

  // "Choose another payment method" from the failure screen lands on the method choice.
  useEffect(() => {
    if (new URLSearchParams(search).has('choose')) refs.method.current?.focus();
  }, []);

  useEffect(() => {
    if (pay.round === 0) return;
    const first = (['email', 'method', 'card'] as PayField[]).find((field) => pay.errors[field]);
    if (first) refs[first].current?.focus();
  }, [pay.round]);

  const set = (field: PayField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (pay.errors[field]) pay.clearError(field);
  };
  const problem = (field: PayField) => (pay.errors[field] ? t(PROBLEMS[pay.errors[field]]) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay.pay(values);
  };
  const free = order.amount.amountMinor === 0;

  return (
    <form className="co-form" onSubmit={submit} noValidate>
      {new URLSearchParams(search).has('cancelled') && <p className="co-notice" role="status">{t(m.cancelled)}</p>}
      <Field ref={refs.email} label={t(m.emailLabel)} type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false}
        value={values.email} onChange={(event) => set('email', event.target.value)} error={problem('email')} help={<p>{t(m.emailHelp)}</p>} />
      <MethodChoice legend={t(m.methodLegend)} options={methods} selected={values.method} onSelect={(code) => set('method', code)}
        error={problem('method')} firstRef={refs.method} />
      {values.method === 'CARD' && cardMode === 'local' && (
        <TestCardSection title={t(m.cardTitle)} notice={t(m.testMode)} hints={[t(m.testOk), t(m.testDecline), t(m.testDelay)]}
          label={t(m.cardNumber)} value={groupCard(values.card)} onChange={(value) => set('card', value)} error={problem('card')} inputRef={refs.card} />
      )}
      {values.method === 'CARD' && cardMode === 'stripe' && (
        <StripeCardSection title={t(m.cardTitle)} note={t(m.stripeNote)} containerRef={container} error={problem('card') ? stripe.error ?? problem('card') : stripe.error}
          status={stripe.state === 'failed' ? <LoadError compact onRetry={stripe.retry} /> : stripe.state === 'loading' ? <Loading compact label={t(m.stripeLoading)} /> : null} />
      )}
      {values.method === 'PAYPAL' && <p className="co-paypal">{t(m.paypalText)}</p>}
      <button type="submit" className="button button--primary button--large co-form__submit" aria-disabled={pay.busy ? true : undefined}>
        {free ? t(m.startTrial) : intl.formatMessage(m.payAmount, { amount: formatPrice(order.amount, intl.locale) })}
      </button>
      <p className="co-status" role="status">{pay.busy === 'paying' ? t(m.paying) : pay.busy === 'redirecting' ? t(m.redirecting) : ''}</p>
      {pay.failure === 'network' && <LoadError onRetry={() => void pay.pay(values)} />}
      {pay.failure === 'closed' && <p className="co-error" role="alert">{t(m.closed)}</p>}
      {pay.failure === 'promo' && <p className="co-error" role="alert">{t(m.promoGone)}</p>}
    </form>
  );
}
