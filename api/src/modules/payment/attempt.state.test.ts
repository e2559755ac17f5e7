import { nextAttemptStatus } from './attempt.state.js';
import { PaymentStatus as S } from './payment-attempt.entity.js';

it('moves forward only', () => {
  expect(nextAttemptStatus(S.CREATING, S.AWAITING_CUSTOMER)).toBe(S.AWAITING_CUSTOMER);
  expect(nextAttemptStatus(S.AWAITING_CUSTOMER, S.REQUIRES_ACTION)).toBe(S.REQUIRES_ACTION);
  expect(nextAttemptStatus(S.PROCESSING, S.REQUIRES_ACTION)).toBeNull();
  expect(nextAttemptStatus(S.PROCESSING, S.AWAITING_CUSTOMER)).toBeNull();
  expect(nextAttemptStatus(S.PROCESSING, S.PROCESSING)).toBeNull();
});

it('never leaves success, and leaves a cancellation only for money that arrived anyway', () => {
  for (const to of Object.values(S)) {
    expect(nextAttemptStatus(S.SUCCEEDED, to)).toBeNull();
    expect(nextAttemptStatus(S.CANCELLED, to)).toBe(to === S.SUCCEEDED ? S.SUCCEEDED : null);
  }
});

it('lets only a success follow a failure', () => {
  expect(nextAttemptStatus(S.FAILED, S.SUCCEEDED)).toBe(S.SUCCEEDED);
  expect(nextAttemptStatus(S.FAILED, S.PROCESSING)).toBeNull();
  expect(nextAttemptStatus(S.FAILED, S.CANCELLED)).toBeNull();
  expect(nextAttemptStatus(S.REQUIRES_ACTION, S.FAILED)).toBe(S.FAILED);
});
