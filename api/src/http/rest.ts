// The REST compatibility facade (SPEC section 7): thin routes over the same services as GraphQL, answering with
// the { result, data, msg } envelope, on the API root (/api) and the pay root (/pay). A reply is a success only
// when HTTP status and `result` are both 200.
import express, { Router, type Express, type Request, type Response } from 'express';
import { AppError, HTTP_STATUS } from '../shared/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { accountRoutes } from '../modules/account/account.rest.js';
import { catalogRoutes } from '../modules/catalog/catalog.rest.js';
import { contentRoutes } from '../modules/content/content.rest.js';
import { examRoutes } from '../modules/exam/exam.rest.js';
import { languageRoutes } from '../modules/language/language.rest.js';
import { questionRoutes } from '../modules/question/question.rest.js';
import { checkoutRoutes } from '../modules/checkout/checkout.rest.js';
import { retrieveRoutes } from '../modules/report/retrieve/retrieve.rest.js';
import { reportPdfRoutes } from '../modules/report/view/report-pdf.rest.js';
import { resourceRoutes } from '../modules/resources/resources.rest.js';
import { subscriptionRoutes } from '../modules/subscription/subscription.rest.js';
import { supportRoutes } from '../modules/support/support.rest.js';
import { upsellRoutes } from '../modules/upsell/upsell.rest.js';
import { vipRoutes } from '../modules/upsell/vip.rest.js';
import { billingRoutes } from '../modules/account/billing/billing.rest.js';
import { appRoutes } from '../modules/app/app.rest.js';
import { attemptRoutes } from '../modules/attempt/attempt.rest.js';
import { orderGrantsRoutes } from '../modules/checkout/order-grants.rest.js';
import { offerSkuRoutes } from '../modules/checkout/offer-skus.rest.js';
import { reportViewRoutes } from '../modules/report/view/report-view.rest.js';
import { accountVipRoutes } from '../modules/account/account.vip.rest.js';
import { memberPlanRoutes } from '../modules/upsell/member-plan.rest.js';
import { openApiDocument } from './openapi.js';
import { partnerRoutes } from '../modules/partner/partner.rest.js';
import { createRequestContext, type ContextDeps } from './context.js';
import { REST_ROOT_PATHS, RestFile, RestReply, rootsOf, sendEnvelope, type RestHandler, type RestRoot, type RestRoute } from './rest-kit.js';

export const restRoutes: readonly RestRoute[] = [...appRoutes, ...examRoutes, ...questionRoutes, ...languageRoutes, ...contentRoutes,
  ...catalogRoutes, ...offerSkuRoutes, ...attemptRoutes, ...checkoutRoutes, ...orderGrantsRoutes, ...upsellRoutes, ...vipRoutes, ...subscriptionRoutes,
  ...retrieveRoutes, ...reportViewRoutes, ...reportPdfRoutes, ...accountRoutes, ...supportRoutes, ...accountVipRoutes, ...memberPlanRoutes, ...resourceRoutes,
  ...billingRoutes, ...partnerRoutes];

function adapt(deps: ContextDeps, handler: RestHandler) {
  return async (req: Request, res: Response) => {
    try {
      const ctx = { ...createRequestContext(req, res, deps), params: req.params as Record<string, string> };
      const data = await handler(ctx, req);
      if (data instanceof RestFile) {
        res.status(200).type(data.contentType)
          .set('Content-Disposition', `${data.disposition}; filename="${data.fileName}"`)
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
      if (isDatabaseUnavailable(error)) {
        req.log.warn({ err: error }, 'database unavailable');
        res.set('Retry-After', String(RETRY_AFTER_SECONDS));
        sendEnvelope(res, 503, null, 'The service is briefly unavailable. Please retry in a moment.');
        return;
      }
      req.log.error({ err: error }, 'REST handler failed');
      sendEnvelope(res, 500, null, 'Something went wrong on our side. Please retry.');
    }
  };
}

function rootRouter(root: RestRoot, deps: ContextDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  for (const route of restRoutes.filter((candidate) => rootsOf(candidate).includes(root))) {
    router[route.method](route.path, adapt(deps, route.handler));
  }
  router.use((_req, res) => sendEnvelope(res, 404, null, 'No such API path.'));
  return router;
}

/** The API root and the pay root (SPEC section 7), each serving only its own routes, and the OpenAPI document. */
export function mountRest(app: Express, deps: ContextDeps): void {
  // Built on its first request, not at start-up: few processes are ever asked for it.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    document ??= openApiDocument(restRoutes);
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  for (const root of Object.keys(REST_ROOT_PATHS) as RestRoot[]) app.use(REST_ROOT_PATHS[root], rootRouter(root, deps));
}
