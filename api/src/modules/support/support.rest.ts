// REST facade of the contact form and refund requests, over the same service as GraphQL.
import { z } from 'zod';
import { parseBody, problemReply, RestReply, type RestRoute } from '../../http/rest-kit.js';
import { resolveLocale } from '../../shared/locale.js';
import { SUPPORT_STATUS } from './support.codes.js';
import { SupportKind, SupportTopic } from './support-request.entity.js';
import { holdsPrioritySupport, submitSupportRequest, supportPromise } from './support.service.js';

const body = z.object({
  kind: z.enum(SupportKind).default(SupportKind.QUESTION),
  topic: z.enum(SupportTopic).default(SupportTopic.OTHER),
  email: z.string().max(320),
  name: z.string().max(200).nullish(),
  orderNumber: z.string().max(40).nullish(),
  message: z.string().max(20_000),
  hl: z.string().max(16).optional(),
});

const promiseSchema = z.object({ priority: z.boolean(), workingDays: z.number().int() });

export const supportRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/support/promise',
    description: 'When support answers the caller: within one working day for a signed-in member with priority support, else usually two.',
    schemas: { data: promiseSchema },
    handler: async (ctx) => supportPromise(await holdsPrioritySupport(ctx.em, await ctx.auth.viewer(), null, new Date())),
  },
  {
    method: 'post',
    path: '/support/request',
    description: 'The contact form or a refund request (which must name one of the sender\'s orders): stored, mailed to support and confirmed to the sender; limited per IP and address (429).',
    schemas: { body, data: z.object({ reference: z.string(), promise: promiseSchema }) },
    handler: async (ctx, req) => {
      const input = parseBody(body, req);
      const viewer = await ctx.auth.viewer();
      const result = await submitSupportRequest(ctx.em, input, {
        ip: ctx.ip, locale: resolveLocale(input.hl, ctx.locale), supportAddress: ctx.supportAddress, viewer,
      }, new Date());
      if (!result.ok) return problemReply(result.errors, SUPPORT_STATUS);
      // The reply tells only a signed-in member about priority; a guest learns it from the mail to the address.
      return new RestReply({ reference: result.value.reference, promise: supportPromise(Boolean(viewer) && result.value.priority) }, 'Message sent');
    },
  },
];
