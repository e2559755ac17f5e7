// Accounts made from purchases and VIP membership. (Sign-up, login and the password mail are the account module's.)
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';
import { addDays } from '../../shared/dates.js';

/** How long one VIP purchase makes a member VIP; a second purchase extends from the current end. */
export const VIP_DAYS = 365;

/** Makes the account of an address unless it exists; true when this call made it. */
async function createUserIfMissing(em: EntityManager, email: string, locale: string): Promise<boolean> {
  // Insert-or-nothing keeps two purchases at once from racing to create the same account.
  const inserted = await em.execute<Array<{ id: string }>>(
    `insert into app_user (id, email, locale, created_at, updated_at) values (gen_random_uuid(), ?, ?, now(), now())
      on conflict (email) do nothing returning id`,
    [email.trim().toLowerCase(), locale],
  );
  return inserted.length > 0;
}

/** The account of an address, made unless it exists; `created` when this call made it. */
export async function ensureUser(em: EntityManager, email: string, locale: string): Promise<{ user: User; created: boolean }> {
  const created = await createUserIfMissing(em, email, locale);
  return { user: await em.findOneOrFail(User, { email: email.trim().toLowerCase() }), created };
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
