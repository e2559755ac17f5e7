// REST facade routes of the unsubscribe page (SPEC section 7, pay root), with SPEC section 8's messages.
import { z } from 'zod';
import { parseBody, problemReply, RestReply, type RestRoute } from '../../http/rest-kit.js';
import { SUBSCRIPTION_STATUS } from './subscription.codes.js';
import { CANCELLED_MESSAGE } from './subscription.resolver.js';
import { cancelByEmail, cancelByToken, findCancellable } from './subscription.service.js';

const emailBody = z.object({ email: z.string().max(320) });
/** The unsubscribe page sends the email; the one-step link from a mail sends its token instead. */
const cancelBody = z.union([z.object({ token: z.string().max(128) }), emailBody]);

export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/unsubscribe/check/email',
    roots: ['pay'],
    description: 'Whether an email has a subscription that can be cancelled (404 with SPEC\'s \'E-mail not found\' otherwise).',
    schemas: { body: emailBody, data: z.object({ found: z.boolean() }) },
    handler: async ({ em }, req) => {
      const result = await findCancellable(em, parseBody(emailBody, req).email);
      return result.ok ? new RestReply({ found: true }) : problemReply(result.errors, SUBSCRIPTION_STATUS, { found: false });
    },
  },
  {
    method: 'post',
    path: '/unsubscribe/cancel',
    roots: ['pay'],
    description: 'Cancels every running subscription of an email, or the one of a mail\'s cancel link (token); nothing more is charged.',
    schemas: { body: cancelBody, data: z.object({ cancelled: z.number().int() }) },
    handler: async ({ em }, req) => {
      const body = parseBody(cancelBody, req);
      const result = 'token' in body ? await cancelByToken(em, body.token, new Date()) : await cancelByEmail(em, body.email, new Date());
      return result.ok
        ? new RestReply({ cancelled: result.value.length }, CANCELLED_MESSAGE)
        : problemReply(result.errors, SUBSCRIPTION_STATUS, { cancelled: 0 });
    },
  },
];
