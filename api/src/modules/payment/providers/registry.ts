// Which provider takes which method: Stripe for cards and PayPal for PayPal when their keys are set, else the
// built-in local provider (outside production).
import type { PaymentsConfig } from '../../../config.js';
import type { LocalLedger } from './local-ledger.js';
import { LocalProvider } from './local.provider.js';
import type { PaymentProvider } from './provider.js';

export enum PayMethod {
  CARD = 'card',
  PAYPAL = 'paypal',
  /** The local provider's test cards, chosen explicitly. */
  LOCAL = 'local',
}

export interface PaymentProviders {
  forMethod(method: PayMethod): PaymentProvider | undefined;
  byName(name: string): PaymentProvider | undefined;
  /** Present when the local provider is enabled (tests read its charge ledger). */
  local?: LocalProvider;
}

export interface ProviderOverrides {
  local?: LocalProvider;
  stripe?: PaymentProvider;
  paypal?: PaymentProvider;
}

export async function createProviders(config: PaymentsConfig, overrides: ProviderOverrides = {}, ledger?: LocalLedger): Promise<PaymentProviders> {
  const local = config.localEnabled ? overrides.local ?? new LocalProvider({ ledger }) : undefined;
  // The Stripe and PayPal SDKs load only when their keys are set: a start without them does not pay for loading them.
  const stripe = overrides.stripe ?? (config.stripe ? new (await import('./stripe.provider.js')).StripeProvider(config.stripe) : undefined);
  const paypal = overrides.paypal ?? (config.paypal ? new (await import('./paypal.provider.js')).PayPalProvider(config.paypal) : undefined);
  const byName: Partial<Record<string, PaymentProvider>> = { local, stripe, paypal };
  return {
    local,
    forMethod(method) {
      if (method === PayMethod.CARD) return stripe ?? local;
      if (method === PayMethod.PAYPAL) return paypal ?? local;
      return local;
    },
    byName: (name) => byName[name],
  };
}
