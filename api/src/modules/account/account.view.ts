// From the user row and service outcomes to the GraphQL shapes (no column reaches the API by accident).
import type { EntityManager } from '@mikro-orm/postgresql';
import { membershipOf, type Membership } from '../entitlement/entitlement.service.js';
import type { User } from '../user/user.entity.js';
import type { Problem } from '../../shared/result.js';
import type { AccountErrorCode, AccountOutcome } from './account.codes.js';
import type { UserView, AccountError, AccountMailPayload } from './account.types.js';

export function toUserView(user: User, membership: Membership): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    nickName: user.nickName ?? null,
    phone: user.phone ?? null,
    birthday: user.birthday ?? null,
    sex: user.sex ?? null,
    locale: user.locale,
    hasPassword: Boolean(user.passwordHash),
    emailVerified: Boolean(user.emailVerifiedAt),
    vip: membership.member,
    vipUntil: membership.until,
    createdAt: user.createdAt,
  };
}

/** The account as the API shows it, with its membership from the entitlements. */
export async function accountView(em: EntityManager, user: User, now = new Date()): Promise<UserView> {
  return toUserView(user, await membershipOf(em, { userId: user.id, email: user.email }, now));
}

export function toAccountErrors(problems: Array<Problem<AccountErrorCode>>): AccountError[] {
  return problems;
}

export function toMailPayload(outcome: AccountOutcome<unknown>): AccountMailPayload {
  return outcome.ok ? { sent: true, errors: [] } : { sent: false, errors: toAccountErrors(outcome.errors) };
}
