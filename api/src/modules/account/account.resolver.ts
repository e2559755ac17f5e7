// GraphQL operations of accounts: thin adapters over the account services; signing in sets the session cookie.
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { optionalLocale, resolveLocale } from '../../shared/locale.js';
import { reportNotFound } from '../report/report.service.js';
import { toReportView } from '../report/view/report.mapping.js';
import { ReportView } from '../report/view/report.types.js';
import { subscriptionsOf } from '../subscription/subscription.view.js';
import { SubscriptionType } from '../subscription/subscription.types.js';
import type { User } from '../user/user.entity.js';
import type { AccountOutcome } from './account.codes.js';
import { requestPasswordReset, resetPassword } from './account.password-reset.js';
import { changePassword, updateProfile } from './account.profile.js';
import { findMemberReport, memberReports } from './account.reports.js';
import { requestSignInLink, signInWithLink, signInWithPassword } from './account.signin.js';
import { requireViewer } from './account.session.js';
import { confirmSignUp, requestSignUp } from './account.signup.js';
import {
  AccountMailPayload,
  AccountPayload,
  PasswordChangeInput,
  PasswordResetInput,
  ProfileInput,
  SignUpInput,
  UserView,
} from './account.types.js';
import { accountView, toAccountErrors, toMailPayload } from './account.view.js';

async function toPayload(ctx: RequestContext, outcome: AccountOutcome<User>): Promise<AccountPayload> {
  return outcome.ok ? { user: await accountView(ctx.em, outcome.value), errors: [] } : { errors: toAccountErrors(outcome.errors) };
}

/** Signs the member in on this reply when the outcome is a success. */
async function signedIn(ctx: RequestContext, outcome: AccountOutcome<User>): Promise<AccountPayload> {
  if (outcome.ok) await ctx.auth.signIn(outcome.value);
  return toPayload(ctx, outcome);
}

@Resolver(() => UserView)
export class AccountResolver {
  @Query(() => UserView, { nullable: true, description: 'The signed-in member, or null' })
  async me(@Ctx() ctx: RequestContext): Promise<UserView | null> {
    const user = await ctx.auth.viewer();
    return user ? accountView(ctx.em, user) : null;
  }

  // A UserView is only ever made for its own member (me and the account payloads), so its owner reads these.
  @FieldResolver(() => [SubscriptionType], { description: "The member's subscriptions, newest first" })
  async subscriptions(@Root() user: UserView, @Ctx() ctx: RequestContext): Promise<SubscriptionType[]> {
    return subscriptionsOf(ctx.em, { userId: user.id, email: user.email, emailVerified: user.emailVerified });
  }

  @Query(() => [ReportView], { description: "The signed-in member's reports, newest first; UNAUTHENTICATED otherwise" })
  async myReports(@Ctx() ctx: RequestContext): Promise<ReportView[]> {
    const reports = await memberReports(ctx.em, await requireViewer(ctx.auth));
    return reports.map((report) => toReportView(report, { documentOpen: true }));
  }

  @Query(() => ReportView, { description: "One of the signed-in member's completed reports by id; REPORT_NOT_FOUND otherwise" })
  async memberReport(
    @Ctx() ctx: RequestContext,
    @Arg('id') id: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<ReportView> {
    const report = await findMemberReport(ctx.em, await requireViewer(ctx.auth), id);
    if (!report) throw reportNotFound();
    return toReportView(report, { documentOpen: true, locale: optionalLocale(locale) });
  }

  @Mutation(() => AccountMailPayload, { description: 'Checks the sign-up form and mails a code that finishes it (confirmSignUp)' })
  async signUp(
    @Ctx() ctx: RequestContext,
    @Arg('input') input: SignUpInput,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<AccountMailPayload> {
    return toMailPayload(await requestSignUp(ctx.em, input, { locale: resolveLocale(locale, ctx.locale), ip: ctx.ip }, new Date()));
  }

  @Mutation(() => AccountPayload, { description: 'The code of the sign-up mail: makes the account and signs in' })
  async confirmSignUp(
    @Ctx() ctx: RequestContext,
    @Arg('email') email: string,
    @Arg('code') code: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<AccountPayload> {
    return signedIn(ctx, await confirmSignUp(ctx.em, { email, code }, resolveLocale(locale, ctx.locale), new Date()));
  }

  @Mutation(() => AccountPayload, { description: 'Signs in with the email and password; rate limited per address and per IP' })
  async signIn(@Ctx() ctx: RequestContext, @Arg('email') email: string, @Arg('password') password: string): Promise<AccountPayload> {
    return signedIn(ctx, await signInWithPassword(ctx.em, { email, password }, ctx.ip, new Date()));
  }

  @Mutation(() => Boolean, { description: 'Ends this session, or with `everywhere` every session of the member' })
  async signOut(
    @Ctx() ctx: RequestContext,
    @Arg('everywhere', () => Boolean, { defaultValue: false }) everywhere: boolean,
  ): Promise<boolean> {
    await ctx.auth.signOut({ everywhere });
    return true;
  }

  @Mutation(() => AccountMailPayload, { description: 'Mails a one-time sign-in link when the address has an account' })
  async requestSignInLink(
    @Ctx() ctx: RequestContext,
    @Arg('email') email: string,
    @Arg('exam', () => String, { nullable: true, description: 'The {code}-{examId} to come back to' }) exam?: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<AccountMailPayload> {
    return toMailPayload(await requestSignInLink(ctx.em, { email, exam }, { locale: resolveLocale(locale, ctx.locale), ip: ctx.ip }, new Date()));
  }

  @Mutation(() => AccountPayload, { description: 'Spends a mailed sign-in link and signs in' })
  async signInWithLink(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<AccountPayload> {
    return signedIn(ctx, await signInWithLink(ctx.em, token, new Date()));
  }

  @Mutation(() => AccountMailPayload, { description: 'Forgot password: mails a code when the address has an account' })
  async requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Arg('email') email: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<AccountMailPayload> {
    return toMailPayload(await requestPasswordReset(ctx.em, { email }, { locale: resolveLocale(locale, ctx.locale), ip: ctx.ip }, new Date()));
  }

  @Mutation(() => AccountPayload, { description: 'Sets a new password with the mailed code, ends other sessions and signs in' })
  async resetPassword(@Ctx() ctx: RequestContext, @Arg('input') input: PasswordResetInput): Promise<AccountPayload> {
    return signedIn(ctx, await resetPassword(ctx.em, input, ctx.ip, new Date()));
  }

  @Mutation(() => AccountPayload, { description: 'A new password for the signed-in member; other sessions end' })
  async changePassword(@Ctx() ctx: RequestContext, @Arg('input') input: PasswordChangeInput): Promise<AccountPayload> {
    const user = await requireViewer(ctx.auth);
    return toPayload(ctx, await changePassword(ctx.em, user, input, ctx.auth.token, new Date()));
  }

  @Mutation(() => AccountPayload, { description: "Updates the signed-in member's personal info" })
  async updateProfile(@Ctx() ctx: RequestContext, @Arg('input') input: ProfileInput): Promise<AccountPayload> {
    const user = await requireViewer(ctx.auth);
    return toPayload(ctx, await updateProfile(ctx.em, user, input, new Date()));
  }
}
