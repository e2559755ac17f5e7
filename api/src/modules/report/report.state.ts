// The report's own state machine, beside the order's: a free result becomes an in-depth report when something pays
// for it, is composed by a job, and is taken back by a refund. Only the moves below exist, so a replayed job or a late
// event never takes a report backwards (a ready report is never 'unlocked' again by a second payment).

export enum ReportState {
  /** The free result of a submitted sitting; nothing bought yet. */
  FREE = 'free',
  /** An order for it waits for its payment. */
  AWAITING_PAYMENT = 'awaiting_payment',
  /** Paid for (or covered by a plan); the report-generate job composes it. */
  UNLOCKED = 'unlocked',
  /** Composed: the in-depth report opens. */
  READY = 'ready',
  /** The payment that unlocked it was refunded or charged back. */
  REVOKED = 'revoked',
}

/** SPEC section 3's statuses, as the personal centre and the API show them. */
export enum ReportStatus {
  COMPLETED = 'completed',
  UNCOMPLETED = 'uncompleted',
  PENDING_PAYMENT = 'pending_payment',
}

const NEXT: Record<ReportState, readonly ReportState[]> = {
  [ReportState.FREE]: [ReportState.AWAITING_PAYMENT, ReportState.UNLOCKED],
  // Another order for the same sitting, or the order closing unpaid.
  [ReportState.AWAITING_PAYMENT]: [ReportState.AWAITING_PAYMENT, ReportState.FREE, ReportState.UNLOCKED],
  [ReportState.UNLOCKED]: [ReportState.READY, ReportState.REVOKED],
  [ReportState.READY]: [ReportState.REVOKED],
  // Bought again after a refund.
  [ReportState.REVOKED]: [ReportState.AWAITING_PAYMENT, ReportState.UNLOCKED],
};

export function canMoveReport(from: ReportState, to: ReportState): boolean {
  return NEXT[from].includes(to);
}

/** States a move to `to` may start from (for conditional updates that move many rows at once). */
export function statesBefore(to: ReportState): ReportState[] {
  return (Object.keys(NEXT) as ReportState[]).filter((from) => NEXT[from].includes(to));
}

export function specStatus(state: ReportState): ReportStatus {
  if (state === ReportState.READY) return ReportStatus.COMPLETED;
  if (state === ReportState.AWAITING_PAYMENT) return ReportStatus.PENDING_PAYMENT;
  return ReportStatus.UNCOMPLETED;
}
