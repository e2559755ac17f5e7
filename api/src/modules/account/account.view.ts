// From the user row and service outcomes to the GraphQL shapes (no column reaches the API by accident).
import { isVip } from '../user/user.service.js';
import type { User } from '../user/user.entity.js';
import { ACCOUNT_ERROR_MESSAGES, type AccountOutcome, type AccountProblem } from './account.codes.js';
import type { Account, AccountError, AccountMailPayload } from './account.types.js';

export function toAccount(user: User, now = new Date()): Account {
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
    vip: isVip(user, now),
    vipUntil: user.vipUntil ?? null,
    createdAt: user.createdAt,
  };
}

export function toAccountErrors(problems: AccountProblem[]): AccountError[] {
  return problems.map((problem) => ({ ...problem, message: ACCOUNT_ERROR_MESSAGES[problem.code] }));
}

export function toMailPayload(outcome: AccountOutcome<unknown>): AccountMailPayload {
  return outcome.ok ? { sent: true, errors: [] } : { sent: false, errors: toAccountErrors(outcome.errors) };
}
