// REST facade routes of countries, payment methods and SKUs.
import type { RestRoute } from '../../http/rest-kit.js';
import { idParam } from '../../http/rest-kit.js';
import { AppError } from '../../shared/errors.js';
import { pick, requireLocale } from '../../shared/locale.js';
import { listCountries, listPaymentMethods, listSkus, requireSku, toCurrencyType } from './catalog.service.js';
import { CatalogErrorCode } from './catalog.types.js';
import { examNotFound } from '../exam/exam.service.js';

export const catalogRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/order/country/list',
    handler: async ({ em }) => (await listCountries(em)).map((country) => ({
      code: country.code,
      name: country.name,
      continent: country.continent,
      currency: toCurrencyType(country.currency),
    })),
  },
  {
    method: 'get',
    path: '/app/payment/list/:examId/:country',
    handler: async ({ em, locale, params }) =>
      (await listPaymentMethods(em, idParam(params.examId, examNotFound()), params.country ?? '')).map((method) => ({
        id: method.id,
        code: method.code,
        title: pick(method.titles, locale),
      })),
  },
  {
    method: 'get',
    path: '/exam/sku/list/:examId/:country/:hl',
    handler: async ({ em, params }) =>
      listSkus(em, idParam(params.examId, examNotFound()), params.country ?? '', requireLocale(params.hl ?? '')),
  },
  {
    method: 'get',
    path: '/exam/sku/info/:examId/:skuId/:country/:hl',
    handler: async ({ em, params }) => requireSku(
      em,
      idParam(params.examId, examNotFound()),
      idParam(params.skuId, new AppError(CatalogErrorCode.SKU_NOT_FOUND, 'not_found', 'No such SKU.')),
      params.country ?? '',
      requireLocale(params.hl ?? ''),
    ),
  },
];
