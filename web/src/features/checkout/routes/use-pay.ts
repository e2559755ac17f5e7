// Paying an order from the payment screen: checks the fields, saves a changed delivery email, then payOrder once
// (a second click while the first is out does nothing; the API continues the same attempt on a retry), then
// follows the answer: success, failure, the status check, PayPal's approval page or Stripe's confirmation.
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckoutCheckPaymentDocument, CheckoutPayOrderDocument, CheckoutUpdateEmailDocument, type CheckoutOrderFragment, type PaymentErrorCode } from '../api';
import { cardDigits, isCardNumber } from '../logic/card';
import { emailProblem } from '../../../lib/email';
import { nextStep, type NextStep } from '../logic/pay-outcome';
import type { StripeCard } from '../stripe/use-stripe-card';
import type { OrderNav } from './use-order-nav';

export type PayField = 'email' | 'method' | 'card';
export type PayProblem = 'emailEmpty' | 'emailInvalid' | 'method' | 'methodUnavailable' | 'card' | 'cardTest';
export type PayFailure = 'network' | 'closed' | 'promo';

export interface PayValues {
  email: string;
  method: string | null;
  card: string;
}

interface Args {
  order: CheckoutOrderFragment;
  token: string;
  nav: OrderNav;
  /** 'local' sends a test card number; 'stripe' confirms with the card element. */
  cardMode: 'local' | 'stripe';
  stripe: StripeCard;
}

export function validatePayment(values: PayValues, cardMode: 'local' | 'stripe', stripeComplete: boolean): Partial<Record<PayField, PayProblem>> {
  const problems: Partial<Record<PayField, PayProblem>> = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email === 'empty' ? 'emailEmpty' : 'emailInvalid';
  if (!values.method) problems.method = 'method';
  if (values.method === 'CARD' && cardMode === 'local' && !isCardNumber(values.card)) problems.card = 'card';
  if (values.method === 'CARD' && cardMode === 'stripe' && !stripeComplete) problems.card = 'card';
  return problems;
}

export function usePay({ order, token, nav, cardMode, stripe }: Args) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const pending = useRef(false);
  const [busy, setBusy] = useState<'paying' | 'redirecting' | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PayField, PayProblem>>>({});
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<PayFailure | null>(null);
  const ref = order.orderNumber;

  const refuse = (next: Partial<Record<PayField, PayProblem>>) => {
    setErrors(next);
    setRound((n) => n + 1);
  };

  const confirmWithStripe = async (step: Extract<NextStep, { kind: 'confirm' }>, email: string): Promise<NextStep> => {
    if (!stripe.stripe || !stripe.card) return { kind: 'error', code: 'PROVIDER_UNAVAILABLE' };
    const data = { payment_method: { card: stripe.card, billing_details: { email } } };
    const result = step.setup ? await stripe.stripe.confirmCardSetup(step.clientSecret, data) : await stripe.stripe.confirmCardPayment(step.clientSecret, data);
    // Declines and 3-D Secure outcomes are settled by the API; Stripe's own message explains a decline meanwhile.
    const checked = await client.mutate({ mutation: CheckoutCheckPaymentDocument, variables: { ref, token } });
    const after = checked.data ? nextStep(checked.data.checkPayment) : ({ kind: 'error', code: 'PROVIDER_UNAVAILABLE' } as NextStep);
    return result.error && after.kind === 'confirm' ? { kind: 'failed' } : after;
  };

  const follow = (step: NextStep, method: string) => {
    if (step.kind === 'paid') return navigate(nav.afterPaid());
    if (step.kind === 'failed') return navigate(nav.failed({ m: method.toLowerCase() }));
    if (step.kind === 'wait' || step.kind === 'confirm') return navigate(nav.check());
    if (step.kind === 'redirect') {
      setBusy('redirecting');
      window.location.assign(step.url);
      return;
    }
    const byCode: Partial<Record<PaymentErrorCode, () => void>> = {
      TEST_CARD_REQUIRED: () => refuse({ card: 'cardTest' }),
      METHOD_NOT_AVAILABLE: () => refuse({ method: 'methodUnavailable' }),
      ORDER_CLOSED: () => setFailure('closed'),
      PROMO_EXHAUSTED: () => setFailure('promo'),
    };
    (byCode[step.code] ?? (() => setFailure('network')))();
  };

  const pay = async (values: PayValues) => {
    const problems = validatePayment(values, cardMode, stripe.complete);
    if (Object.keys(problems).length > 0) return refuse(problems);
    if (pending.current) return;
    pending.current = true;
    setBusy('paying');
    setErrors({});
    setFailure(null);
    const method = values.method as string;
    try {
      const email = values.email.trim();
      if (email.toLowerCase() !== (order.email ?? '').toLowerCase()) {
        const saved = await client.mutate({ mutation: CheckoutUpdateEmailDocument, variables: { ref, token, email } });
        if (saved.data?.updateOrderEmail.errors.length) return refuse({ email: 'emailInvalid' });
      }
      const origin = window.location.origin;
      const { data } = await client.mutate({
        mutation: CheckoutPayOrderDocument,
        variables: {
          input: {
            orderRef: ref, token, method: method === 'PAYPAL' ? 'PAYPAL' : 'CARD',
            testCard: method === 'CARD' && cardMode === 'local' ? cardDigits(values.card) : null,
            returnUrl: method === 'PAYPAL' ? origin + nav.check() : null,
            cancelUrl: method === 'PAYPAL' ? origin + nav.payment({ cancelled: '1' }) : null,
          },
        },
      });
      if (!data) return setFailure('network');
      let step = nextStep(data.payOrder);
      if (step.kind === 'confirm' && method === 'CARD') step = await confirmWithStripe(step, email);
      follow(step, method);
    } catch {
      setFailure('network');
    } finally {
      pending.current = false;
      setBusy((current) => (current === 'redirecting' ? current : null));
    }
  };

  return { pay, busy, errors, round, failure, clearError: (field: PayField) => setErrors(({ [field]: _gone, ...rest }) => rest) };
}
