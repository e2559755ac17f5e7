// Accounts made from purchases. (Sign-up, login and the password mail are the account module's; membership is the
// entitlement module's.)
import { NotFoundError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadEntity } from '../../db/lean.js';
import { User } from './user.entity.js';

/**
 * The account of an address, made unless it exists; `created` when this call made it. Insert-or-nothing keeps two
 * purchases at once from racing to create the same account; the inserted row comes back with the insert, and an
 * existing one is read in a statement of its own (one that waited on a concurrent insert sees it only then).
 */
export async function ensureUser(em: EntityManager, email: string, locale: string): Promise<{ user: User; created: boolean }> {
  const address = email.trim().toLowerCase();
  const inserted = await loadEntity(em, User,
    `insert into app_user (id, email, locale, created_at, updated_at) values (gen_random_uuid(), ?, ?, now(), now())
      on conflict (email) do nothing returning *`,
    [address, locale]);
  if (inserted) return { user: inserted, created: true };
  const existing = await loadEntity(em, User, 'select * from app_user where email = ?', [address]);
  if (!existing) throw NotFoundError.findOneFailed(User.name, { email: address });
  return { user: existing, created: false };
}
