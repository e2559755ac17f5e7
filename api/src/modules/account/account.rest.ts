// REST facade routes of accounts (SPEC section 7): the same services as GraphQL, the session in the same cookie.
// Refusals answer 400 (401 for wrong credentials, 429 with Retry-After when rate limited) with the first message.
import { z } from 'zod';
import { parseBody, problemReply, RestReply, type RestContext, type RestRoute } from '../../http/rest-kit.js';
import { AppError } from '../../shared/errors.js';
import { parseLocale } from '../../shared/locale.js';
import { examNotFound } from '../exam/exam.service.js';
import { membershipOf } from '../entitlement/entitlement.service.js';
import { Sex, type User } from '../user/user.entity.js';
import { ACCOUNT_STATUS, type AccountOutcome } from './account.codes.js';
import { requestPasswordReset, resetPassword } from './account.password-reset.js';
import { changePassword, updateProfile } from './account.profile.js';
import { listMemberReports } from './account.reports.js';
import { requestSignInLink, signInWithPassword } from './account.signin.js';
import { confirmSignUp, requestSignUp } from './account.signup.js';
import { requireViewer } from './account.session.js';
import { accountView } from './account.view.js';

const text = z.string().max(1000).nullish();
const registerBody = z.object({
  name: text,
  email: text,
  password: text,
  confirmPassword: text,
  agreePrivacy: z.boolean().nullish(),
  agree: z.boolean().nullish(),
  locale: z.string().max(8).nullish(),
});
const verifyBody = z.object({ email: text, account: text, code: text, locale: z.string().max(8).nullish() });
const loginBody = z.object({ account: text, email: text, password: text });
const resetBody = z.object({ email: text, account: text, code: text, password: text, newPassword: text, confirmPassword: text });
const updatePasswordBody = z.object({ currentPassword: text, oldPassword: text, password: text, newPassword: text, confirmPassword: text });
const logoutBody = z.object({ everywhere: z.boolean().nullish() });
const profileBody = z.object({
  name: text,
  nickName: text,
  phone: text,
  birthday: text,
  sex: z.enum(Sex).nullish(),
  locale: z.string().max(8).nullish(),
});

function refusal(outcome: Extract<AccountOutcome<unknown>, { ok: false }>): RestReply {
  return problemReply(outcome.errors, ACCOUNT_STATUS);
}

async function signedInReply(ctx: RestContext, outcome: AccountOutcome<User>, message: string): Promise<RestReply> {
  if (!outcome.ok) return refusal(outcome);
  await ctx.auth.signIn(outcome.value);
  return new RestReply(await accountView(ctx.em, outcome.value), message);
}

function mailReply(outcome: AccountOutcome<unknown>): RestReply {
  return outcome.ok ? new RestReply({ sent: true }, 'code sent') : refusal(outcome);
}

export const accountRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/user/register',
    handler: async ({ em, locale, ip }, req) => {
      const input = parseBody(registerBody, req);
      const request = { locale: parseLocale(input.locale ?? undefined) ?? locale, ip };
      return mailReply(await requestSignUp(em, { ...input, agreePrivacy: input.agreePrivacy ?? input.agree }, request, new Date()));
    },
  },
  {
    method: 'post',
    path: '/user/verify',
    handler: async (ctx, req) => {
      const input = parseBody(verifyBody, req);
      const locale = parseLocale(input.locale ?? undefined) ?? ctx.locale;
      return signedInReply(ctx, await confirmSignUp(ctx.em, { email: input.email ?? input.account, code: input.code }, locale, new Date()), 'success');
    },
  },
  {
    method: 'post',
    path: '/user/login',
    handler: async (ctx, req) => {
      const input = parseBody(loginBody, req);
      return signedInReply(ctx, await signInWithPassword(ctx.em, { email: input.account ?? input.email, password: input.password }, ctx.ip, new Date()), 'login successful');
    },
  },
  {
    method: 'post',
    // Body { everywhere: true } ends every session of the member.
    path: '/user/logout',
    handler: async ({ auth }, req) => {
      await auth.signOut({ everywhere: parseBody(logoutBody, req).everywhere === true });
      return new RestReply(null, 'success');
    },
  },
  {
    // A code (type=reset, the default) or a sign-in link (type=login) for the address in `email`.
    method: 'get',
    path: '/email/captcha/send',
    handler: async ({ em, locale, ip }, req) => {
      const email = typeof req.query.email === 'string' ? req.query.email : '';
      const request = { locale: parseLocale(typeof req.query.hl === 'string' ? req.query.hl : undefined) ?? locale, ip };
      if (req.query.type === 'login') return mailReply(await requestSignInLink(em, { email }, request, new Date()));
      if (req.query.type !== undefined && req.query.type !== 'reset') {
        throw new AppError('BAD_REQUEST', 'bad_input', 'type must be reset or login; a sign-up code comes from POST /user/register.');
      }
      return mailReply(await requestPasswordReset(em, { email }, request, new Date()));
    },
  },
  {
    method: 'post',
    path: '/user/password/reset',
    handler: async (ctx, req) => {
      const input = parseBody(resetBody, req);
      const outcome = await resetPassword(ctx.em, {
        email: input.email ?? input.account,
        code: input.code,
        password: input.password ?? input.newPassword,
        confirmPassword: input.confirmPassword,
      }, ctx.ip, new Date());
      return signedInReply(ctx, outcome, 'password reset');
    },
  },
  {
    method: 'post',
    path: '/user/password/update',
    handler: async (ctx, req) => {
      const input = parseBody(updatePasswordBody, req);
      const outcome = await changePassword(ctx.em, await requireViewer(ctx.auth), {
        currentPassword: input.currentPassword ?? input.oldPassword,
        password: input.password ?? input.newPassword,
        confirmPassword: input.confirmPassword,
      }, ctx.auth.token, new Date());
      return outcome.ok ? new RestReply(await accountView(ctx.em, outcome.value), 'saved') : refusal(outcome);
    },
  },
  {
    method: 'get',
    path: '/user/get',
    handler: async (ctx) => accountView(ctx.em, await requireViewer(ctx.auth)),
  },
  {
    method: 'post',
    path: '/user/update',
    handler: async (ctx, req) => {
      const outcome = await updateProfile(ctx.em, await requireViewer(ctx.auth), parseBody(profileBody, req), new Date());
      return outcome.ok ? new RestReply(await accountView(ctx.em, outcome.value), 'saved') : refusal(outcome);
    },
  },
  {
    // The member's reports of exam `id` (0 for every exam).
    method: 'get',
    path: '/user/order/list/:id',
    handler: async (ctx) => {
      const examId = ctx.params.id ?? '';
      if (!/^\d{1,10}$/.test(examId)) throw examNotFound();
      const reports = await listMemberReports(ctx.em, await requireViewer(ctx.auth));
      return examId === '0' ? reports : reports.filter((report) => report.exam.endsWith(`-${examId}`));
    },
  },
  {
    method: 'get',
    path: '/user/privilege',
    handler: async (ctx) => {
      const user = await requireViewer(ctx.auth);
      const membership = await membershipOf(ctx.em, { userId: user.id, email: user.email }, new Date());
      return { vip: membership.member, vipSince: membership.since, vipUntil: membership.until };
    },
  },
];
