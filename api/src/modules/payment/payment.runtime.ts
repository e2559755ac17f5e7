// What payment code needs at run time: the providers for this configuration and a logger.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../../config.js';
import { DatabaseLedger } from './providers/local-ledger.js';
import { createProviders, type PaymentProviders, type ProviderOverrides } from './providers/registry.js';

export interface Payments {
  providers: PaymentProviders;
  log: Logger;
  /** How long an attempt's create call holds its lease (PAYMENT_ATTEMPT_LEASE_SECONDS). */
  attemptLeaseMs: number;
}

/** The providers of this configuration; the local one keeps its ledger in `orm`'s database when given. */
export async function createPayments(config: PaymentsConfig, log: Logger, options: { orm?: MikroORM; overrides?: ProviderOverrides } = {}): Promise<Payments> {
  const ledger = options.orm ? new DatabaseLedger(options.orm) : undefined;
  return { providers: await createProviders(config, options.overrides, ledger), log, attemptLeaseMs: config.attemptLeaseMs };
}
