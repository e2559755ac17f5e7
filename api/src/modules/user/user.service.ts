// Accounts made from purchases. (Sign-up, login and the password mail are the account module's; membership is the
// entitlement module's.)
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

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
