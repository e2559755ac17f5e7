// The buyer's account (SPEC section 6: the login is sent to the buyer after the purchase). We never mail a password:
// the first purchase of an address makes its account and mails a one-time link that opens it (valid seven days);
// from the personal centre the buyer may set a password.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Statement } from '../../db/lean.js';
import type { Locale } from '../../shared/locale.js';
import type { User } from '../user/user.entity.js';
import { ensureUser } from '../user/user.service.js';
import { PURCHASE_SIGN_IN_LINK_MINUTES } from './account.secrets.js';
import { mailSignInLink } from './account.signin.js';

export async function ensureBuyerAccount(
  em: EntityManager,
  buyer: { email: string; locale: Locale; exam?: string },
  now: Date,
  /** The caller's writes to send the sign-in mail with; at once without. */
  pending?: Statement[],
): Promise<User> {
  const { user, created } = await ensureUser(em, buyer.email, buyer.locale);
  if (created) {
    const locale = buyer.locale;
    await mailSignInLink(em, user, { locale, minutes: PURCHASE_SIGN_IN_LINK_MINUTES, exam: buyer.exam, context: 'purchase' }, now, pending);
  }
  return user;
}
