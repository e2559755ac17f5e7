// Where the local provider keeps its charges: in the database (table local_charge) when the app runs, so a replayed
// idempotency key returns the first answer even after a restart or from another process, exactly as a real provider's
// records do; in memory for code that has no database.
import type { MikroORM } from '@mikro-orm/postgresql';
import { selectRowsApart } from '../../../db/lean.js';

export interface LedgerEntry {
  key: string;
  ref: string;
  outcome: string;
  amountMinor: number;
  saveMethod: boolean;
  refundedMinor: number;
}

export interface LocalLedger {
  /** Records the entry unless its key is known; returns the entry stored under the key (the first one). */
  record(entry: Omit<LedgerEntry, 'refundedMinor'>): Promise<LedgerEntry>;
  byRef(ref: string): Promise<LedgerEntry | null>;
  byKey(key: string): Promise<LedgerEntry | null>;
  refund(ref: string, amountMinor: number): Promise<void>;
  /** Charges that took money or still may, net of refunds (saving a card for a free trial is not one). */
  chargeCount(): Promise<number>;
}

export class MemoryLedger implements LocalLedger {
  private readonly entries = new Map<string, LedgerEntry>();

  async record(entry: Omit<LedgerEntry, 'refundedMinor'>): Promise<LedgerEntry> {
    const known = this.entries.get(entry.key);
    if (known) return known;
    const stored = { ...entry, refundedMinor: 0 };
    this.entries.set(entry.key, stored);
    return stored;
  }

  async byRef(ref: string): Promise<LedgerEntry | null> {
    return [...this.entries.values()].find((entry) => entry.ref === ref) ?? null;
  }

  async byKey(key: string): Promise<LedgerEntry | null> {
    return this.entries.get(key) ?? null;
  }

  async refund(ref: string, amountMinor: number): Promise<void> {
    const entry = await this.byRef(ref);
    if (entry) entry.refundedMinor = Math.min(entry.amountMinor, entry.refundedMinor + amountMinor);
  }

  async chargeCount(): Promise<number> {
    return [...this.entries.values()].filter(countsAsCharge).length;
  }
}

function countsAsCharge(entry: LedgerEntry): boolean {
  return entry.amountMinor > 0 && entry.outcome !== 'declined' && entry.refundedMinor < entry.amountMinor;
}

interface Row {
  idempotency_key: string;
  ref: string;
  outcome: string;
  amount_minor: number;
  save_method: boolean;
  refunded_minor: number;
}

const toEntry = (row: Row): LedgerEntry => ({
  key: row.idempotency_key, ref: row.ref, outcome: row.outcome, amountMinor: row.amount_minor, saveMethod: row.save_method, refundedMinor: row.refunded_minor,
});

export class DatabaseLedger implements LocalLedger {
  constructor(private readonly orm: MikroORM) {}

  private run<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    // Its own connection, outside whatever transaction the caller is in: a provider's records are not ours.
    return selectRowsApart<T>(this.orm.em, sql, params);
  }

  async record(entry: Omit<LedgerEntry, 'refundedMinor'>): Promise<LedgerEntry> {
    // One round trip: the new row, or the one already stored under the key.
    const [row] = await this.run<Row>(
      `with inserted as (
        insert into local_charge (idempotency_key, ref, outcome, amount_minor, save_method, refunded_minor, created_at)
          values (?, ?, ?, ?, ?, 0, now()) on conflict (idempotency_key) do nothing returning *)
      select * from inserted
      union all select * from local_charge where idempotency_key = ? and not exists (select 1 from inserted)`,
      [entry.key, entry.ref, entry.outcome, entry.amountMinor, entry.saveMethod, entry.key]);
    // A concurrent first record of the key committed while this statement waited on it: the statement's snapshot
    // predates that row, so it is read again.
    if (row) return toEntry(row);
    const stored = await this.byKey(entry.key);
    if (!stored) throw new Error('The local ledger lost a charge it had just recorded.');
    return stored;
  }

  async byRef(ref: string): Promise<LedgerEntry | null> {
    const [row] = await this.run<Row>('select * from local_charge where ref = ?', [ref]);
    return row ? toEntry(row) : null;
  }

  async byKey(key: string): Promise<LedgerEntry | null> {
    const [row] = await this.run<Row>('select * from local_charge where idempotency_key = ?', [key]);
    return row ? toEntry(row) : null;
  }

  async refund(ref: string, amountMinor: number): Promise<void> {
    await this.run('update local_charge set refunded_minor = least(amount_minor, refunded_minor + ?) where ref = ?', [amountMinor, ref]);
  }

  async chargeCount(): Promise<number> {
    const [row] = await this.run<{ n: string }>(
      `select count(*) as n from local_charge where amount_minor > 0 and outcome <> 'declined' and refunded_minor < amount_minor`, []);
    return Number(row?.n ?? 0);
  }
}
