// Which provider takes which method: Stripe for cards and PayPal for PayPal when their keys are set, else the
// built-in local provider (outside production).
import type { PaymentsConfig } from '../../../config.js';
import type { LocalLedger } from './local-ledger.js';
import { LocalProvider } from './local.provider.js';
import { PayPalProvider } from './paypal.provider.js';
import type { PaymentProvider } from './provider.js';
import { StripeProvider } from './stripe.provider.js';

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

export function createProviders(config: PaymentsConfig, overrides: ProviderOverrides = {}, ledger?: LocalLedger): PaymentProviders {
  const local = config.localEnabled ? overrides.local ?? new LocalProvider({ ledger }) : undefined;
  const stripe = overrides.stripe ?? (config.stripe ? new StripeProvider(config.stripe) : undefined);
  const paypal = overrides.paypal ?? (config.paypal ? new PayPalProvider(config.paypal) : undefined);
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
