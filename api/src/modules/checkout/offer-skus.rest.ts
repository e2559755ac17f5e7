// The REST SKU list as the offer screens show it (SPEC section 7): an exam's SKUs priced for a country, each marked
// `owned` when the caller holds it already (the sitting's buyer named by ?attemptToken=, or the signed-in member), as
// GraphQL's offerBuyer marks them; ordering an owned one is refused.
import { z } from 'zod';
import { idParam, type RestRoute } from '../../http/rest-kit.js';
import { requireLocale } from '../../shared/locale.js';
import { skuListParams, skuSchema } from '../catalog/catalog.rest.js';
import { listSkus } from '../catalog/catalog.service.js';
import { examNotFound } from '../exam/exam.service.js';
import { callerOwnership } from './offer-buyer.js';

const query = z.object({ attemptToken: z.string().max(128).optional().describe('The sitting the offer is for: what its buyer holds is marked owned') });

export const offerSkuRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/sku/list/:examId/:country/:hl',
    description: 'SKUs of an exam priced in the country\'s currency, each marked `owned` when the caller (the buyer of ?attemptToken=, or the signed-in member) holds it already.',
    schemas: { params: skuListParams, query, data: z.array(skuSchema.extend({ owned: z.boolean() })) },
    handler: async ({ em, params, auth }, req) => {
      const now = new Date();
      const skus = await listSkus(em, idParam(params.examId, examNotFound()), params.country ?? '', requireLocale(params.hl ?? ''));
      const attemptToken = typeof req.query.attemptToken === 'string' ? req.query.attemptToken : undefined;
      const owned = await callerOwnership(em, { attemptToken, viewer: await auth.viewer() }, now);
      return skus.map((sku) => ({ ...sku, owned: owned(sku) }));
    },
  },
];
