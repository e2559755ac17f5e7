// REST facade routes of accounts (SPEC section 7): the same services as GraphQL, the session in the same cookie.
// Refusals answer 400 (401 for wrong credentials, 429 with Retry-After when rate limited) with the first message.
import { idSegment, isoDate, localeSegment } from '../../http/rest-schemas.js';
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

const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  sex: z.enum(Sex).nullable(),
  locale: z.string(),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
  vip: z.boolean(),
  vipUntil: isoDate.nullable(),
  createdAt: isoDate,
});
const sentSchema = z.object({ sent: z.boolean() });
const captchaQuery = z.object({
  email: z.string().max(320),
  type: z.enum(['reset', 'login']).optional().describe('reset (the default): a password-reset code; login: a sign-in link'),
  hl: localeSegment.optional(),
});
export const memberReportSchema = z.object({
  id: z.string(),
  status: z.string().describe('completed, uncompleted or pending payment'),
  typeCode: z.string().nullable(),
  exam: z.string().describe('{code}-{examId}'),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
  reportToken: z.string().nullable(),
  resultToken: z.string().nullable(),
  orderNumber: z.string().nullable(),
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
    description: 'Checks the sign-up form and mails a code that finishes it (POST /user/verify).',
    schemas: { body: registerBody, data: sentSchema },
    handler: async ({ em, locale, ip }, req) => {
      const input = parseBody(registerBody, req);
      const request = { locale: parseLocale(input.locale ?? undefined) ?? locale, ip };
      return mailReply(await requestSignUp(em, { ...input, agreePrivacy: input.agreePrivacy ?? input.agree }, request, new Date()));
    },
  },
  {
    method: 'post',
    path: '/user/verify',
    description: 'The code of the sign-up mail: makes the account and signs in (session cookie).',
    schemas: { body: verifyBody, data: accountSchema },
    handler: async (ctx, req) => {
      const input = parseBody(verifyBody, req);
      const locale = parseLocale(input.locale ?? undefined) ?? ctx.locale;
      return signedInReply(ctx, await confirmSignUp(ctx.em, { email: input.email ?? input.account, code: input.code }, locale, new Date()), 'success');
    },
  },
  {
    method: 'post',
    path: '/user/login',
    description: 'Signs in with account (email) and password; rate limited per address and per IP.',
    schemas: { body: loginBody, data: accountSchema },
    handler: async (ctx, req) => {
      const input = parseBody(loginBody, req);
      return signedInReply(ctx, await signInWithPassword(ctx.em, { email: input.account ?? input.email, password: input.password }, ctx.ip, new Date()), 'login successful');
    },
  },
  {
    method: 'post',
    // Body { everywhere: true } ends every session of the member.
    path: '/user/logout',
    description: 'Ends this session, or with everywhere: true every session of the member.',
    schemas: { body: logoutBody, data: z.null() },
    handler: async ({ auth }, req) => {
      await auth.signOut({ everywhere: parseBody(logoutBody, req).everywhere === true });
      return new RestReply(null, 'success');
    },
  },
  {
    // A code (type=reset, the default) or a sign-in link (type=login) for the address in `email`.
    method: 'get',
    path: '/email/captcha/send',
    description: 'Mails a password-reset code (type=reset) or a sign-in link (type=login) when the address has an account; rate limited.',
    schemas: { query: captchaQuery, data: sentSchema },
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
    description: 'Sets a new password with the mailed code, ends other sessions and signs in.',
    schemas: { body: resetBody, data: accountSchema },
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
    description: 'A new password for the signed-in member; other sessions end.',
    schemas: { body: updatePasswordBody, data: accountSchema },
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
    description: 'The signed-in member (401 otherwise).',
    schemas: { data: accountSchema },
    handler: async (ctx) => accountView(ctx.em, await requireViewer(ctx.auth)),
  },
  {
    method: 'post',
    path: '/user/update',
    description: 'Updates the signed-in member\'s personal info.',
    schemas: { body: profileBody, data: accountSchema },
    handler: async (ctx, req) => {
      const outcome = await updateProfile(ctx.em, await requireViewer(ctx.auth), parseBody(profileBody, req), new Date());
      return outcome.ok ? new RestReply(await accountView(ctx.em, outcome.value), 'saved') : refusal(outcome);
    },
  },
  {
    // The member's reports of exam `id` (0 for every exam).
    method: 'get',
    path: '/user/order/list/:id',
    description: 'The signed-in member\'s reports of exam id (0 for every exam), newest first.',
    schemas: { params: z.object({ id: idSegment }), data: z.array(memberReportSchema) },
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
    description: 'Whether the signed-in member is a member (VIP), since and until when.',
    schemas: { data: z.object({ vip: z.boolean(), vipSince: isoDate.nullable(), vipUntil: isoDate.nullable() }) },
    handler: async (ctx) => {
      const user = await requireViewer(ctx.auth);
      const membership = await membershipOf(ctx.em, { userId: user.id, email: user.email }, new Date());
      return { vip: membership.member, vipSince: membership.since, vipUntil: membership.until };
    },
  },
];
