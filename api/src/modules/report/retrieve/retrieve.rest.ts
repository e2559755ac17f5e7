// REST facade route of retrieving reports by email (SPEC section 7, pay root): the outcome as SPEC section 8's
// message, with a status per outcome, and 429 with Retry-After when rate limited.
import { z } from 'zod';
import { parseBody, problemReply, RestReply, type RestRoute } from '../../../http/rest-kit.js';
import { parseLocale } from '../../../shared/locale.js';
import { RETRIEVE_ERROR_STATUS, RETRIEVE_MESSAGES, RETRIEVE_STATUS } from './retrieve.codes.js';
import { retrieveReports } from './retrieve.service.js';

const body = z.object({ email: z.string().max(320).nullish(), locale: z.string().max(8).nullish() });

export const retrieveRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/exam/order/report/retrieve',
    roots: ['pay'],
    description: 'Mails the links of every report of an address; rate limited per address and per IP (429 with Retry-After).',
    schemas: { body, data: z.object({ outcome: z.string() }) },
    handler: async ({ em, locale, ip }, req) => {
      const input = parseBody(body, req);
      const outcome = await retrieveReports(em, { email: input.email, locale: parseLocale(input.locale) ?? locale, ip }, new Date(), req.log);
      if (outcome.ok) return new RestReply({ outcome: outcome.value }, RETRIEVE_MESSAGES[outcome.value], RETRIEVE_STATUS[outcome.value]);
      const [first] = outcome.errors;
      return problemReply(outcome.errors, RETRIEVE_ERROR_STATUS, { code: first?.code, retryAfterSeconds: first?.retryAfterSeconds });
    },
  },
];
