// REST facade route of retrieving reports by email (SPEC section 7, pay root): the outcome as SPEC section 8's
// message, with a status per outcome, and 429 with Retry-After when rate limited.
import { z } from 'zod';
import { parseBody, RestReply, type RestRoute } from '../../../http/rest-kit.js';
import { parseLocale } from '../../../shared/locale.js';
import { RETRIEVE_ERROR_MESSAGES, RETRIEVE_MESSAGES, RetrieveErrorCode, RetrieveStatus } from './retrieve.codes.js';
import { retrieveReports } from './retrieve.service.js';

const body = z.object({ email: z.string().max(320).nullish(), locale: z.string().max(8).nullish() });

const STATUS: Record<RetrieveStatus, number> = {
  [RetrieveStatus.SENT]: 200,
  [RetrieveStatus.NO_REPORT]: 404,
  [RetrieveStatus.FAILED]: 503,
};

const ERROR_STATUS: Record<RetrieveErrorCode, number> = {
  [RetrieveErrorCode.EMPTY_EMAIL]: 400,
  [RetrieveErrorCode.INVALID_EMAIL]: 400,
  [RetrieveErrorCode.RATE_LIMITED]: 429,
};

export const retrieveRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/exam/order/report/retrieve',
    handler: async ({ em, locale, ip }, req) => {
      const input = parseBody(body, req);
      const outcome = await retrieveReports(em, { email: input.email, locale: parseLocale(input.locale) ?? locale, ip }, new Date(), req.log);
      if (outcome.ok) return new RestReply({ outcome: outcome.status }, RETRIEVE_MESSAGES[outcome.status], STATUS[outcome.status]);
      const { code, retryAfterSeconds } = outcome;
      return new RestReply(
        { code, retryAfterSeconds },
        RETRIEVE_ERROR_MESSAGES[code],
        ERROR_STATUS[code],
        retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
      );
    },
  },
];
