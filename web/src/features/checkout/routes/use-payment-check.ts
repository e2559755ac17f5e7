// Polls checkPayment until the order is paid or failed: quick at first, then every 5 s, for about three minutes;
// then it stops and offers to check again. A load error stops it too, with a retry.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CheckoutCheckPaymentDocument } from '../api';
import type { OrderRef } from '../logic/order-link';
import { nextStep, pollDelays, type NextStep } from '../logic/pay-outcome';

export type CheckState = { kind: 'checking' } | { kind: 'slow' } | { kind: 'error' } | { kind: 'done'; step: NextStep };

export function usePaymentCheck(order: OrderRef | null): { state: CheckState; again: () => void } {
  const client = useApolloClient();
  const [state, setState] = useState<CheckState>({ kind: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!order) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const delays = pollDelays();
    setState({ kind: 'checking' });
    const check = async () => {
      try {
        const { data } = await client.mutate({ mutation: CheckoutCheckPaymentDocument, variables: { ref: order.ref, token: order.token } });
        if (!live) return;
        const step = data ? nextStep(data.checkPayment) : null;
        if (step?.kind === 'error' && step.code === 'PROVIDER_UNAVAILABLE') return setState({ kind: 'error' });
        if (step && (step.kind === 'paid' || step.kind === 'failed' || step.kind === 'error')) return setState({ kind: 'done', step });
        const delay = delays.shift();
        if (delay === undefined) return setState({ kind: 'slow' });
        timer = setTimeout(() => void check(), delay);
      } catch {
        if (live) setState({ kind: 'error' });
      }
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The order is compared by value: a new object for the same order does not restart the polling.
  }, [client, order?.ref, order?.token, round]);

  return { state, again: () => setRound((n) => n + 1) };
}
