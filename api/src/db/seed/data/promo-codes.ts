// Demo promo codes for development and tests. Their used counts belong to the database: the seeder never resets them.
export interface PromoSeed {
  code: string;
  kind: 'percent' | 'amount';
  percentOff?: number;
  amountOffMinor?: number;
  currency?: string;
  expiresAt?: string;
  usageLimit?: number;
}

export const promoCodes: readonly PromoSeed[] = [
  { code: 'WELCOME10', kind: 'percent', percentOff: 10 },
  { code: 'SAVE5USD', kind: 'amount', amountOffMinor: 500, currency: 'USD', expiresAt: '2027-12-31T23:59:59Z', usageLimit: 1000 },
];
