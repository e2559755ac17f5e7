// The REST compatibility facade (SPEC section 7): thin routes over the same services as GraphQL, answering with
// the { result, data, msg } envelope. A reply is a success only when HTTP status and `result` are both 200.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express, { Router, type Express, type Request, type Response } from 'express';
import type { z } from 'zod';
import { AppError, HTTP_STATUS } from '../shared/errors.js';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../shared/locale.js';
import { accountRoutes } from '../modules/account/account.rest.js';
import { createAuth, type Auth } from '../modules/account/account.session.js';
import { catalogRoutes } from '../modules/catalog/catalog.rest.js';
import { contentRoutes } from '../modules/content/content.rest.js';
import { examRoutes } from '../modules/exam/exam.rest.js';
import { orderRoutes } from '../modules/order/order.rest.js';
import { paymentRoutes } from '../modules/payment/payment.rest.js';
import type { Payments } from '../modules/payment/payment.runtime.js';
import { retrieveRoutes } from '../modules/report/retrieve/retrieve.rest.js';
import { reportPdfRoutes } from '../modules/report/view/report-pdf.rest.js';
import { subscriptionRoutes } from '../modules/subscription/subscription.rest.js';
import { upsellRoutes } from '../modules/upsell/upsell.rest.js';
import { vipRoutes } from '../modules/vip/vip.rest.js';

export interface RestContext {
  em: EntityManager;
  /** The hl header's locale, else EN. */
  locale: Locale;
  params: Record<string, string>;
  payments: Payments;
  /** The signed-in member (session cookie), and signing in and out. */
  auth: Auth;
  /** The caller's address (behind a proxy on loopback, the forwarded one), for per-IP rate limits. */
  ip: string;
}

/** A handler's answer when it is not a plain 200 'success': its own status, message, or both. */
export class RestReply {
  constructor(readonly data: unknown, readonly msg = 'success', readonly status = 200, readonly headers?: Record<string, string>) {}
}

/** A JSON body checked at the edge; a body that does not fit answers 400 and names the fields. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))].join(', ');
    throw new AppError('BAD_REQUEST', 'bad_input', `Invalid request body: ${fields}.`);
  }
  return parsed.data;
}

/** A handler's answer that is a file download (a report PDF) rather than an envelope. */
export class RestFile {
  constructor(readonly body: Buffer, readonly contentType: string, readonly fileName: string) {}
}

export type RestHandler = (ctx: RestContext, req: Request) => Promise<unknown>;

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  handler: RestHandler;
}

export function sendEnvelope(res: Response, status: number, data: unknown, msg: string): void {
  res.status(status).json({ result: status, data, msg });
}

function adapt(orm: MikroORM, payments: Payments, handler: RestHandler) {
  return async (req: Request, res: Response) => {
    try {
      const locale = parseLocale(req.get('hl')) ?? DEFAULT_LOCALE;
      const em = orm.em.fork();
      const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      const data = await handler({ em, locale, params: req.params as Record<string, string>, payments, auth: createAuth(em, req, res), ip }, req);
      if (data instanceof RestFile) {
        res.status(200).type(data.contentType)
          .set('Content-Disposition', `attachment; filename="${data.fileName}"`)
          .set('Cache-Control', 'private, no-store')
          .send(data.body);
        return;
      }
      if (data instanceof RestReply) {
        if (data.headers) res.set(data.headers);
        sendEnvelope(res, data.status, data.data, data.msg);
        return;
      }
      sendEnvelope(res, 200, data, 'success');
    } catch (error) {
      if (error instanceof AppError) {
        sendEnvelope(res, HTTP_STATUS[error.kind], null, error.message);
        return;
      }
      req.log.error({ err: error }, 'REST handler failed');
      sendEnvelope(res, 500, null, 'Something went wrong on our side. Please retry.');
    }
  };
}

export function mountRest(app: Express, orm: MikroORM, payments: Payments): void {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  for (const route of [...examRoutes, ...contentRoutes, ...catalogRoutes, ...orderRoutes, ...paymentRoutes, ...upsellRoutes,
    ...vipRoutes, ...subscriptionRoutes, ...retrieveRoutes, ...reportPdfRoutes, ...accountRoutes]) {
    router[route.method](route.path, adapt(orm, payments, route.handler));
  }
  router.use((_req, res) => sendEnvelope(res, 404, null, 'No such API path.'));
  app.use('/api', router);
}

/** A whole positive id from a path segment; anything else matches nothing. */
export function idParam(value: string | undefined, notFound: AppError): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id)) throw notFound;
  return id;
}
