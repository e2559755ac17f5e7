// GraphQL operations of the personal centre's billing: thin adapters over the member billing service and the
// subscription module's cancel.
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../http/context.js';
import { resolveLocale } from '../../../shared/locale.js';
import { cancelForMember } from '../../subscription/subscription.service.js';
import { requireViewer } from '../account.session.js';
import { CancelMySubscriptionPayload, MemberPaymentType, MemberSubscriptionType } from './billing.types.js';
import { memberPayments, memberSubscriptions, type MemberPayment } from './member-billing.js';

export const receiptPath = (orderId: string) => `/api/user/receipt/${orderId}`;

const withReceipt = (payment: MemberPayment): MemberPaymentType =>
  ({ ...payment, receiptUrl: receiptPath(payment.orderId), receiptPdfUrl: `${receiptPath(payment.orderId)}/pdf` });

@Resolver()
export class BillingResolver {
  @Query(() => [MemberSubscriptionType], { description: "The signed-in member's subscriptions, newest first; UNAUTHENTICATED otherwise" })
  async mySubscriptions(@Ctx() ctx: RequestContext, @Arg('locale', () => String, { nullable: true }) locale?: string): Promise<MemberSubscriptionType[]> {
    return memberSubscriptions(ctx.em, await requireViewer(ctx.auth), resolveLocale(locale, ctx.locale));
  }

  @Query(() => [MemberPaymentType], { description: "The signed-in member's payments, newest first, each with its receipt" })
  async myPayments(@Ctx() ctx: RequestContext, @Arg('locale', () => String, { nullable: true }) locale?: string): Promise<MemberPaymentType[]> {
    const payments = await memberPayments(ctx.em, await requireViewer(ctx.auth), resolveLocale(locale, ctx.locale));
    return payments.map(withReceipt);
  }

  @Mutation(() => CancelMySubscriptionPayload, {
    description: 'Cancels one of the signed-in member\'s subscriptions: nothing more is charged, access lasts to the end of the paid period, a confirmation is mailed',
  })
  async cancelMySubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id') id: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<CancelMySubscriptionPayload> {
    const user = await requireViewer(ctx.auth);
    const result = await cancelForMember(ctx.em, user, id, new Date());
    if (!result.ok) return { errors: result.errors };
    const subscription = (await memberSubscriptions(ctx.em, user, resolveLocale(locale, ctx.locale))).find((row) => row.id === id);
    return { subscription, errors: [] };
  }
}
