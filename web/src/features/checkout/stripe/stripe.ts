// Stripe.js, only when a publishable key is configured (VITE_STRIPE_PUBLISHABLE_KEY): loaded on demand from Stripe,
// so the app works offline and without it. The card element sends card data to Stripe, never to our API.
import { loadScript, type ScriptDocument } from '../../../lib/scripts';

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** The publishable key of the build; '' when cards go to the API's local test provider. */
export function stripePublishableKey(env: Env | undefined = import.meta.env as Env | undefined): string {
  const key = env?.VITE_STRIPE_PUBLISHABLE_KEY;
  return typeof key === 'string' && /^pk_(test|live)_\w+$/.test(key.trim()) ? key.trim() : '';
}

export interface CardChange {
  complete: boolean;
  error?: { message?: string };
}

/** The part of Stripe's card element this app uses. */
export interface CardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: 'change', handler: (change: CardChange) => void): void;
}

export interface ConfirmResult {
  error?: { message?: string };
}

/** The part of the Stripe object this app uses. */
export interface StripeLike {
  elements(options?: { locale?: string }): { create(type: 'card', options?: Record<string, unknown>): CardElement };
  confirmCardPayment(clientSecret: string, data: { payment_method: { card: CardElement; billing_details?: { email?: string } } }): Promise<ConfirmResult>;
  confirmCardSetup(clientSecret: string, data: { payment_method: { card: CardElement; billing_details?: { email?: string } } }): Promise<ConfirmResult>;
}

type StripeFactory = (key: string, options?: { locale?: string }) => StripeLike;

let instance: Promise<StripeLike> | null = null;

/** Loads Stripe.js once; a failed load (offline, blocked) rejects and may be retried. */
export function loadStripe(key: string, locale: string, doc: ScriptDocument = document as unknown as ScriptDocument): Promise<StripeLike> {
  instance ??= loadScript(STRIPE_JS_URL, doc).then(() => {
    const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (!factory) throw new Error('Stripe.js did not define Stripe');
    return factory(key, { locale });
  });
  instance.catch(() => {
    instance = null;
  });
  return instance;
}
