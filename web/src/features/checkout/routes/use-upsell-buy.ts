// Buying at an upsell step: the mutation for the item's kind (package, plan with its consent, VIP), charged at once
// with the card saved at checkout; without one, the new order is paid on the payment screen, which then returns here.
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLinks } from '../../../lib/use-links';
import type { ExamRef } from '../../../lib/paths';
import {
  CheckoutBuyPackageDocument, CheckoutBuyPlanDocument, CheckoutBuyVipDocument, type CheckoutFollowUpFragment, type SkuKind,
} from '../api';
import { orderQuery, type OrderRef } from '../logic/order-link';
import { nextStep } from '../logic/pay-outcome';
import { buyKind } from '../logic/upsell';

export type BuyProblem = 'consent' | 'consentOutdated' | 'notPaid' | 'failed' | 'network' | 'notAvailable';

interface Args {
  exam: ExamRef;
  parent: OrderRef;
  step: number;
  /** Reloads the step, so bought items show as purchased. */
  refresh: () => void;
}

export function useUpsellBuy({ exam, parent, step, refresh }: Args) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const links = useLinks();
  const pending = useRef(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [bought, setBought] = useState<Array<{ skuId: number; kind: SkuKind }>>([]);
  const [problem, setProblem] = useState<{ skuId: number; code: BuyProblem } | null>(null);

  const send = async (skuId: number, kind: SkuKind, consentVersion: string | null): Promise<CheckoutFollowUpFragment | undefined> => {
    const base = { orderRef: parent.ref, token: parent.token, skuId };
    const which = buyKind(kind);
    if (which === 'plan') {
      const { data } = await client.mutate({ mutation: CheckoutBuyPlanDocument, variables: { input: { ...base, trialConsent: { accepted: true, version: consentVersion ?? '' } } } });
      return data?.buySecondPhasePlan;
    }
    if (which === 'vip') return (await client.mutate({ mutation: CheckoutBuyVipDocument, variables: { input: base } })).data?.buyVip;
    return (await client.mutate({ mutation: CheckoutBuyPackageDocument, variables: { input: base } })).data?.buyUpsellPackage;
  };

  const buy = async (skuId: number, kind: SkuKind, consent: { accepted: boolean; version: string | null }) => {
    if (buyKind(kind) === 'plan' && !consent.accepted) return setProblem({ skuId, code: 'consent' });
    if (pending.current) return;
    pending.current = true;
    setBusy(skuId);
    setProblem(null);
    try {
      const payload = await send(skuId, kind, consent.version);
      const error = payload?.errors[0]?.code;
      if (error === 'ALREADY_PURCHASED') return refresh();
      if (error) {
        const code: BuyProblem = error === 'TRIAL_CONSENT_REQUIRED' ? 'consent' : error === 'CONSENT_OUTDATED' ? 'consentOutdated' : error === 'PARENT_NOT_PAID' ? 'notPaid' : 'notAvailable';
        return setProblem({ skuId, code });
      }
      if (!payload?.order || !payload.token) return setProblem({ skuId, code: 'network' });
      const child = { ref: payload.order.orderNumber, token: payload.token };
      const next = nextStep({ order: payload.order, errors: payload.paymentErrors });
      const about = (screen: 'payingPayment' | 'payingCheck' | 'payingFailed') =>
        navigate(links.screen(screen, { query: orderQuery(child, { parent, step }) }, exam));
      if (next.kind === 'paid') {
        setBought((list) => [...list, { skuId, kind }]);
        return refresh();
      }
      if (next.kind === 'failed') return about('payingFailed');
      // No saved method (the order is only created), or a payment still under way.
      if (payload.order.status === 'CREATED' || next.kind === 'error') return about('payingPayment');
      return about('payingCheck');
    } catch {
      setProblem({ skuId, code: 'network' });
    } finally {
      pending.current = false;
      setBusy(null);
    }
  };

  return { buy, busy, bought, problem };
}
