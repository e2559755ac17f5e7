import { OrderStatus } from './order.entity.js';
import { canMove, isPayable } from './order.state.js';

const ALL = Object.values(OrderStatus);

it('never leaves paid except for a refund, never leaves cancelled, and leaves refunded only for paid', () => {
  expect(ALL.filter((to) => canMove(OrderStatus.PAID, to))).toEqual([OrderStatus.REFUNDED]);
  expect(ALL.filter((to) => canMove(OrderStatus.CANCELLED, to))).toEqual([]);
  // Only a chargeback decided for us (settle checks it was one).
  expect(ALL.filter((to) => canMove(OrderStatus.REFUNDED, to))).toEqual([OrderStatus.PAID]);
});

it('lets a failed order be retried or paid late, and nothing return to created', () => {
  expect(canMove(OrderStatus.FAILED, OrderStatus.PENDING)).toBe(true);
  expect(canMove(OrderStatus.FAILED, OrderStatus.PAID)).toBe(true);
  expect(ALL.some((from) => canMove(from, OrderStatus.CREATED))).toBe(false);
  expect(canMove(OrderStatus.PENDING, OrderStatus.PENDING)).toBe(false);
});

it('takes payments only while open', () => {
  expect(ALL.filter(isPayable)).toEqual([OrderStatus.CREATED, OrderStatus.PENDING, OrderStatus.FAILED]);
});
