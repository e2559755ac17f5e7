// Things a transaction must announce once it commits (queues to wake, orders fulfilled): recorded against the open
// transaction, taken by the ORM's afterTransactionCommit subscriber, and forgotten with a transaction that rolls back.

export interface CommitLedger<T> {
  record(transaction: object, item: T): void;
  /** What the committed transaction recorded (each item once), or nothing. */
  take(transaction: object | undefined): ReadonlySet<T> | undefined;
}

export function commitLedger<T>(): CommitLedger<T> {
  const recorded = new WeakMap<object, Set<T>>();
  return {
    record(transaction, item) {
      const items = recorded.get(transaction) ?? new Set<T>();
      items.add(item);
      recorded.set(transaction, items);
    },
    take(transaction) {
      if (!transaction) return undefined;
      const items = recorded.get(transaction);
      recorded.delete(transaction);
      return items;
    },
  };
}
