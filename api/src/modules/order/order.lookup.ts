// Finding an order for a caller: by uuid or order number, and only with the order's token. A wrong token and a
// missing order answer the same, so numbers cannot be probed.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadEntity, populateSet, takeLock } from '../../db/lean.js';
import { AppError } from '../../shared/errors.js';
import { Order, OrderStatus } from './order.entity.js';
import { OrderErrorCode } from './order.codes.js';
import { isUuid } from '../../shared/ids.js';
import { isToken } from '../../shared/tokens.js';

const ORDER_NUMBER = /^MP\d{16}$/;

/** MP + yymmdd + 10 random digits: readable on a receipt, never enough to open the order. */
export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = `${randomInt(0, 100_000)}`.padStart(5, '0') + `${randomInt(0, 100_000)}`.padStart(5, '0');
  return `MP${date}${random}`;
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const orderNotFound = () =>
  new AppError(OrderErrorCode.ORDER_NOT_FOUND, 'not_found', 'No order with this number and token.');

/**
 * The order a ref (uuid or order number) names, if the token is its own or that of the order it follows (the buyer
 * of the first order holds the upsells, VIP and renewals bought after it).
 */
export async function findOrder(em: EntityManager, ref: string, token: string): Promise<Order | null> {
  if (!isToken(token)) return null;
  const id = orderIdOf(ref);
  const number = ref.trim().toUpperCase();
  if (!id && !ORDER_NUMBER.test(number)) return null;
  // A lean read (every order view and payment starts here); the parent, where there is one, as a second.
  const order = await loadEntity(em, Order, `select * from purchase_order where ${id ? 'id' : 'order_number'} = ?`,
    [id ?? number], { refresh: false });
  return order && await orderOpens(em, order, token) ? order : null;
}

/** The order id a ref names when it is one (a uuid, in any case and with spaces around), else null. */
export function orderIdOf(ref: string): string | null {
  const id = ref.trim().toLowerCase();
  return isUuid(id) ? id : null;
}

/** Whether `token` opens the order: its own token, or that of the order it follows (read when there is one). */
export async function orderOpens(em: EntityManager, order: Order, token: string): Promise<boolean> {
  if (!isToken(token)) return false;
  if (sameToken(order.token, token)) return true;
  await populateSet(em, order, ['parent']);
  return Boolean(order.parent && sameToken(order.parent.token, token));
}

export async function requireOrder(em: EntityManager, ref: string, token: string): Promise<Order> {
  const order = await findOrder(em, ref, token);
  if (!order) throw orderNotFound();
  return order;
}

/** An order's row as it stands now, replacing what `em` holds of it (a lean read: waiting pages look again). */
export async function rereadOrder(em: EntityManager, id: string): Promise<Order | null> {
  return loadEntity(em, Order, 'select * from purchase_order where id = ?', [id]);
}

/**
 * The lock payments take on an order and its attempts: FOR NO KEY UPDATE, the lock an UPDATE of the row takes.
 * Payments and settlements of one order still wait for each other, but not for a row that only references the order.
 * Inserting such a row (a webhook's stored event, an order event) takes a key-share lock on the order, which FOR
 * UPDATE would conflict with: two transactions that each stored a row for the order and then asked for its lock
 * waited for each other, a deadlock PostgreSQL broke after a second.
 */
export const PAYMENT_LOCK = 'for no key update';

/**
 * A lean read (every payment and fulfilment starts here); the row as locked replaces what `em` held of it. Locked
 * without joins: PostgreSQL refuses FOR UPDATE on the nullable side of an outer join.
 */
function lockedRow(em: EntityManager, id: string): Promise<Order | null> {
  return loadEntity(em, Order, `select * from purchase_order where id = ? ${PAYMENT_LOCK}`, [id]);
}

/** Takes an order's row for update inside the caller's transaction (payment and settlement serialise on it). */
export async function lockOrder(em: EntityManager, id: string): Promise<Order> {
  const order = await lockedRow(em, id);
  if (!order) throw NotFoundError.findOneFailed(Order.name, { id });
  return order;
}

/**
 * Takes an order's row for update when `token` opens it (orderOpens), else answers as for an unknown order: a payment
 * named by the order's id needs no read before its lock.
 */
export async function lockOpenedOrder(em: EntityManager, id: string, token: string): Promise<Order> {
  const order = await lockedRow(em, id);
  if (!order || !(await orderOpens(em, order, token))) throw orderNotFound();
  return order;
}

/**
 * Serialises the purchases of one buyer (an address) inside the caller's transaction, so "already owned or already
 * in progress" is decided and the new order created with no other purchase of that buyer in between. A transaction
 * advisory lock: released with the transaction. (The embedded database runs one transaction at a time anyway.)
 */
export async function lockBuyer(em: EntityManager, email: string | null | undefined): Promise<void> {
  if (!email) return;
  await takeLock(em, 'select pg_advisory_xact_lock(hashtext(?))', [`buyer:${email}`]);
}

/** A signed-in member's latest paid first order (not a follow-up): what a member's later purchases follow. */
export async function latestPaidOrderOf(em: EntityManager, member: { id: string; email: string }): Promise<Order | null> {
  return em.findOne(
    Order,
    { $or: [{ user: member.id }, { email: member.email }], status: OrderStatus.PAID, parent: null },
    { orderBy: { paidAt: 'desc' } },
  );
}
