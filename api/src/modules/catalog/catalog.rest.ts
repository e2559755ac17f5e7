// REST facade routes of countries, payment methods and one SKU (the offer's SKU list, which marks what the caller owns,
// is the checkout module's: offer-skus.rest.ts).
import { z } from 'zod';
import { countrySegment, currencySchema, idSegment, localeSegment, moneySchema } from '../../http/rest-schemas.js';
import type { RestRoute } from '../../http/rest-kit.js';
import { idParam } from '../../http/rest-kit.js';
import { AppError } from '../../shared/errors.js';
import { pick, requireLocale } from '../../shared/locale.js';
import { listCountries, listPaymentMethods, requireSku, toCurrencyType } from './catalog.service.js';
import { CatalogErrorCode } from './catalog.types.js';
import { examNotFound } from '../exam/exam.service.js';

export const skuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  price: moneySchema,
  recurringPrice: moneySchema.nullish(),
  upsellStep: z.number().int().nullish(),
  plan: z.looseObject({ code: z.string(), interval: z.string(), intervalCount: z.number().int(), trialDays: z.number().int() }).nullish(),
});
export const skuListParams = z.object({ examId: idSegment, country: countrySegment, hl: localeSegment });

export const catalogRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/order/country/list',
    description: 'Countries we sell in, each with its continent and currency.',
    schemas: { data: z.array(z.object({ code: z.string(), name: z.string(), continent: z.string().nullish(), currency: currencySchema })) },
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
    description: 'Payment methods offered for an exam in a country, titled in the hl header\'s language.',
    schemas: { params: z.object({ examId: idSegment, country: countrySegment }), data: z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string().nullish() })) },
    handler: async ({ em, locale, params }) =>
      (await listPaymentMethods(em, idParam(params.examId, examNotFound()), params.country ?? '')).map((method) => ({
        id: method.id,
        code: method.code,
        title: pick(method.titles, locale),
      })),
  },
  {
    method: 'get',
    path: '/exam/sku/info/:examId/:skuId/:country/:hl',
    description: 'One SKU priced for a country.',
    schemas: { params: skuListParams.extend({ skuId: idSegment }), data: skuSchema },
    handler: async ({ em, params }) => requireSku(
      em,
      idParam(params.examId, examNotFound()),
      idParam(params.skuId, new AppError(CatalogErrorCode.SKU_NOT_FOUND, 'not_found', 'No such SKU.')),
      params.country ?? '',
      requireLocale(params.hl ?? ''),
    ),
  },
];
