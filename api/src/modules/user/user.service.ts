// Accounts made from purchases and VIP membership. (Sign-up, login and the password mail are the account module's.)
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../subscription/billing-period.js';
import { User } from './user.entity.js';

/** How long one VIP purchase makes a member VIP; a second purchase extends from the current end. */
export const VIP_DAYS = 365;

/** The account of a purchase email, created on the first purchase (SPEC section 6). */
export async function ensureUser(em: EntityManager, email: string, locale: string): Promise<User> {
  const address = email.trim().toLowerCase();
  // Insert-or-nothing keeps two purchases at once from racing to create the same account.
  await em.execute(
    `insert into app_user (id, email, locale, created_at, updated_at) values (gen_random_uuid(), ?, ?, now(), now())
      on conflict (email) do nothing`,
    [address, locale],
  );
  return em.findOneOrFail(User, { email: address });
}

export function isVip(user: Pick<User, 'vipUntil'>, now: Date): boolean {
  return Boolean(user.vipUntil && user.vipUntil.getTime() > now.getTime());
}

export function grantVip(user: User, now: Date): void {
  const from = isVip(user, now) ? user.vipUntil! : now;
  user.vipSince ??= now;
  user.vipUntil = addDays(from, VIP_DAYS);
}

export function revokeVip(user: User, now: Date): void {
  if (isVip(user, now)) user.vipUntil = now;
}
