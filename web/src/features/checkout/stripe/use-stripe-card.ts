// Mounts Stripe's card element into a container once Stripe.js has loaded; reports load failures so the screen can
// offer a retry (and PayPal) instead of breaking.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadStripe, type CardElement, type StripeLike } from './stripe';

export type StripeState = 'off' | 'loading' | 'ready' | 'failed';

export interface StripeCard {
  state: StripeState;
  stripe: StripeLike | null;
  card: CardElement | null;
  complete: boolean;
  error: string | null;
  retry: () => void;
}

export function useStripeCard(key: string, locale: string, container: RefObject<HTMLDivElement | null>, enabled: boolean): StripeCard {
  const [state, setState] = useState<StripeState>(key ? 'loading' : 'off');
  const [round, setRound] = useState(0);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stripe = useRef<StripeLike | null>(null);
  const card = useRef<CardElement | null>(null);

  useEffect(() => {
    if (!key || !enabled) return;
    let live = true;
    setState('loading');
    loadStripe(key, locale).then(
      (loaded) => {
        if (!live || !container.current) return;
        stripe.current = loaded;
        const element = loaded.elements({ locale }).create('card', { hidePostalCode: true });
        element.on('change', (change) => {
          setComplete(change.complete);
          setError(change.error?.message ?? null);
        });
        element.mount(container.current);
        card.current = element;
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      card.current?.destroy();
      card.current = null;
    };
  }, [key, locale, container, enabled, round]);

  return { state, stripe: stripe.current, card: card.current, complete, error, retry: () => setRound((n) => n + 1) };
}
