// REST facade routes of the unsubscribe page (SPEC section 7, pay root). An email never cancels by itself: both routes
// mail a one-time link and answer the same whether or not the address has a plan; the link's token cancels.
import { z } from 'zod';
import { parseBody, problemReply, RestReply, type RestRoute } from '../../http/rest-kit.js';
import { resolveLocale } from '../../shared/locale.js';
import type { RequestContext } from '../../http/context.js';
import { requestCancelLink } from './cancel-link.js';
import { SUBSCRIPTION_STATUS } from './subscription.codes.js';
import { CANCELLED_MESSAGE, LINK_SENT_MESSAGE } from './subscription.resolver.js';
import { cancelByToken } from './subscription.service.js';

const emailBody = z.object({ email: z.string().max(320), exam: z.string().max(48).optional(), hl: z.string().max(16).optional() });
/** The unsubscribe page sends the email (a link is mailed); the one-step link from a mail sends its token instead. */
const cancelBody = z.union([z.object({ token: z.string().max(128) }), emailBody]);
const sentData = z.object({ sent: z.boolean() });

async function mailLink(ctx: RequestContext, body: z.infer<typeof emailBody>): Promise<RestReply> {
  const result = await requestCancelLink(ctx.em, { email: body.email, exam: body.exam, locale: resolveLocale(body.hl, ctx.locale), ip: ctx.ip }, new Date());
  return result.ok ? new RestReply({ sent: true }, LINK_SENT_MESSAGE) : problemReply(result.errors, SUBSCRIPTION_STATUS, { sent: false });
}

export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/unsubscribe/check/email',
    roots: ['pay'],
    description: 'Mails the address a one-time cancel link if it has a plan; the same answer either way (no enumeration), rate limited.',
    schemas: { body: emailBody, data: sentData },
    handler: async (ctx, req) => mailLink(ctx, parseBody(emailBody, req)),
  },
  {
    method: 'post',
    path: '/unsubscribe/cancel',
    roots: ['pay'],
    description: 'With a mailed link\'s token: cancels that plan in one step (nothing more is charged). With an email: mails the link, as check/email does.',
    schemas: { body: cancelBody, data: z.union([z.object({ cancelled: z.number().int() }), sentData]) },
    handler: async (ctx, req) => {
      const body = parseBody(cancelBody, req);
      if (!('token' in body)) return mailLink(ctx, body);
      const result = await cancelByToken(ctx.em, body.token, new Date());
      return result.ok
        ? new RestReply({ cancelled: result.value.length }, CANCELLED_MESSAGE)
        : problemReply(result.errors, SUBSCRIPTION_STATUS, { cancelled: 0 });
    },
  },
];
