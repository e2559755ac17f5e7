import { canMoveReport, ReportState, ReportStatus, specStatus, statesBefore } from './report.state.js';

it('moves a free result forward to a ready report and never back', () => {
  expect(canMoveReport(ReportState.FREE, ReportState.AWAITING_PAYMENT)).toBe(true);
  expect(canMoveReport(ReportState.AWAITING_PAYMENT, ReportState.UNLOCKED)).toBe(true);
  expect(canMoveReport(ReportState.UNLOCKED, ReportState.READY)).toBe(true);
  expect(canMoveReport(ReportState.READY, ReportState.UNLOCKED)).toBe(false);
  expect(canMoveReport(ReportState.READY, ReportState.FREE)).toBe(false);
  expect(canMoveReport(ReportState.FREE, ReportState.READY)).toBe(false);
});

it('lets a refund take a report back, and a new purchase unlock it again', () => {
  expect(canMoveReport(ReportState.READY, ReportState.REVOKED)).toBe(true);
  expect(canMoveReport(ReportState.REVOKED, ReportState.UNLOCKED)).toBe(true);
  expect(canMoveReport(ReportState.REVOKED, ReportState.READY)).toBe(false);
});

it('lists where a move may start, for conditional updates', () => {
  expect(statesBefore(ReportState.UNLOCKED).sort()).toEqual([ReportState.AWAITING_PAYMENT, ReportState.FREE, ReportState.REVOKED].sort());
  expect(statesBefore(ReportState.READY)).toEqual([ReportState.UNLOCKED]);
});

it('shows SPEC\'s three statuses', () => {
  expect(specStatus(ReportState.READY)).toBe(ReportStatus.COMPLETED);
  expect(specStatus(ReportState.AWAITING_PAYMENT)).toBe(ReportStatus.PENDING_PAYMENT);
  for (const state of [ReportState.FREE, ReportState.UNLOCKED, ReportState.REVOKED]) expect(specStatus(state)).toBe(ReportStatus.UNCOMPLETED);
});
