// REST facade of the contact form and refund requests, over the same service as GraphQL.
import { z } from 'zod';
import { parseBody, problemReply, RestReply, type RestRoute } from '../../http/rest-kit.js';
import { resolveLocale } from '../../shared/locale.js';
import { SUPPORT_STATUS } from './support.codes.js';
import { SupportKind, SupportTopic } from './support-request.entity.js';
import { submitSupportRequest } from './support.service.js';

const body = z.object({
  kind: z.enum(SupportKind).default(SupportKind.QUESTION),
  topic: z.enum(SupportTopic).default(SupportTopic.OTHER),
  email: z.string().max(320),
  name: z.string().max(200).nullish(),
  orderNumber: z.string().max(40).nullish(),
  message: z.string().max(20_000),
  hl: z.string().max(16).optional(),
});

export const supportRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/support/request',
    description: 'The contact form or a refund request (which must name one of the sender\'s orders): stored, mailed to support and confirmed to the sender; limited per IP and address (429).',
    schemas: { body, data: z.object({ reference: z.string() }) },
    handler: async (ctx, req) => {
      const input = parseBody(body, req);
      const result = await submitSupportRequest(ctx.em, input, {
        ip: ctx.ip, locale: resolveLocale(input.hl, ctx.locale), supportAddress: ctx.supportAddress, viewer: await ctx.auth.viewer(),
      }, new Date());
      return result.ok ? new RestReply({ reference: result.value.reference }, 'Message sent') : problemReply(result.errors, SUPPORT_STATUS);
    },
  },
];
