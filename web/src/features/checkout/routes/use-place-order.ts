// Sends the offer form: checks the email, the terms box and the subscription consent here first (nothing is created
// while one is missing), then createOrder with one idempotency key per set of inputs, then opens the payment screen.
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../lib/app-state-context';
import { sessionStore } from '../../../lib/storage';
import type { Links } from '../../../lib/use-links';
import type { ExamRef } from '../../../lib/paths';
import { CheckoutCreateOrderDocument, type OrderErrorCode } from '../api';
import { emailProblem } from '../../../lib/email';
import { createKeyBook } from '../logic/idempotency';
import { orderQuery } from '../logic/order-link';
import type { OfferSku, Quote } from './offer-text';
import { trackSale } from './track';

export type OfferField = 'consent' | 'email' | 'terms';
export type OfferProblem = 'emailEmpty' | 'emailInvalid' | 'terms' | 'consent' | 'consentOutdated';
export type OfferErrors = Partial<Record<OfferField, OfferProblem>>;
export type OfferFailure = 'network' | 'notAvailable' | 'attempt' | 'owned' | OrderErrorCode;

export interface OfferValues {
  email: string;
  terms: boolean;
  consent: boolean;
}

interface Args {
  exam: ExamRef;
  links: Links;
  attemptToken: string;
  country: string;
  sku: OfferSku;
  quote: Quote | null;
  /** A code the server accepted for this SKU, or null. */
  promoCode: string | null;
}

/** The form's problems in the order of the fields on the page. */
export function validateOffer(values: OfferValues, needsConsent: boolean, askEmail: boolean): OfferErrors {
  const errors: OfferErrors = {};
  if (needsConsent && !values.consent) errors.consent = 'consent';
  const email = askEmail ? emailProblem(values.email) : null;
  if (email) errors.email = email === 'empty' ? 'emailEmpty' : 'emailInvalid';
  if (!values.terms) errors.terms = 'terms';
  return errors;
}

function fieldOf(code: OrderErrorCode): [OfferField, OfferProblem] | null {
  if (code === 'TERMS_NOT_ACCEPTED') return ['terms', 'terms'];
  if (code === 'TRIAL_CONSENT_REQUIRED') return ['consent', 'consent'];
  if (code === 'CONSENT_OUTDATED') return ['consent', 'consentOutdated'];
  if (code === 'INVALID_EMAIL') return ['email', 'emailInvalid'];
  return null;
}

export function usePlaceOrder({ exam, links, attemptToken, country, sku, quote, promoCode }: Args) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const store = useAppStore();
  const [keys] = useState(() => createKeyBook());
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<OfferFailure | null>(null);

  const refuse = (next: OfferErrors) => {
    setErrors(next);
    setRound((n) => n + 1);
  };

  const submit = async (values: OfferValues, askEmail: boolean) => {
    const needsConsent = sku.kind === 'SUBSCRIPTION';
    const problems = validateOffer(values, needsConsent, askEmail);
    if (Object.keys(problems).length > 0) return refuse(problems);
    // A double click: the first request is still out, the second does nothing.
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setErrors({});
    setFailure(null);
    const email = values.email.trim();
    const version = quote?.terms?.version ?? '';
    const input = {
      attemptToken, skuId: sku.id, country, email, promoCode, acceptTerms: true,
      trialConsent: needsConsent ? { accepted: true, version } : null,
    };
    try {
      const { data } = await client.mutate({
        mutation: CheckoutCreateOrderDocument,
        variables: { input: { ...input, idempotencyKey: keys.keyFor(JSON.stringify(input)) } },
      });
      const payload = data?.createOrder;
      const error = payload?.errors[0]?.code;
      if (error) {
        const field = fieldOf(error);
        if (field) return refuse({ [field[0]]: field[1] });
        if (error === 'ALREADY_PURCHASED') return setFailure('owned');
        return setFailure(error === 'ATTEMPT_NOT_FOUND' ? 'attempt' : error.startsWith('PROMO_') ? error : 'notAvailable');
      }
      if (!payload?.order || !payload.token) return setFailure('network');
      const order = payload.order;
      sessionStore.set(`order-attempt:${order.orderNumber}`, attemptToken);
      store.setState((s) => ({ email, formInfo: { ...s.formInfo, email: s.formInfo.email || email } }));
      trackSale('InitiateCheckout', { orderNumber: order.orderNumber, skuCode: order.sku.code, amount: order.amount, email }, store.getState().tracking.pixel_id);
      navigate(links.screen('payingPayment', { query: orderQuery({ ref: order.orderNumber, token: payload.token }) }, exam));
    } catch {
      setFailure('network');
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return { submit, busy, errors, round, failure, clearError: (field: OfferField) => setErrors(({ [field]: _gone, ...rest }) => rest) };
}
