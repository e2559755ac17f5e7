// What payment code needs at run time: the providers for this configuration and a logger.
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../../config.js';
import { createProviders, type PaymentProviders, type ProviderOverrides } from './providers/registry.js';

export interface Payments {
  providers: PaymentProviders;
  log: Logger;
}

export function createPayments(config: PaymentsConfig, log: Logger, overrides: ProviderOverrides = {}): Payments {
  return { providers: createProviders(config, overrides), log };
}
