// GraphQL queries of the catalog: countries, payment methods, plans and SKUs.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { pick, requireLocale, resolveLocale } from '../../shared/locale.js';
import {
  listCountries,
  listPaymentMethods,
  listPlans,
  listSkus,
  requireSku,
  toCurrencyType,
  toPlanType,
} from './catalog.service.js';
import { CountryType, PaymentMethodType, PlanType, SkuType } from './catalog.types.js';

@Resolver()
export class CatalogResolver {
  @Query(() => [CountryType], { description: 'Countries we sell in, with their currency' })
  async countries(@Ctx() ctx: RequestContext): Promise<CountryType[]> {
    return (await listCountries(ctx.em)).map((country) => ({
      code: country.code,
      name: country.name,
      continent: country.continent,
      currency: toCurrencyType(country.currency),
    }));
  }

  @Query(() => [PaymentMethodType], { description: 'Payment methods offered for an exam in a country' })
  async paymentMethods(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('country') country: string,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<PaymentMethodType[]> {
    const resolved = resolveLocale(locale, ctx.locale);
    return (await listPaymentMethods(ctx.em, examId, country)).map((method) => ({
      id: method.id,
      code: method.code,
      title: pick(method.titles, resolved) ?? method.code,
    }));
  }

  @Query(() => [PlanType], { description: 'Subscription plans with their base price' })
  async plans(
    @Ctx() ctx: RequestContext,
    @Arg('locale', () => String, { nullable: true }) locale?: string,
  ): Promise<PlanType[]> {
    const resolved = resolveLocale(locale, ctx.locale);
    return (await listPlans(ctx.em)).map((plan) => toPlanType(plan, resolved));
  }

  @Query(() => [SkuType], { description: "SKUs of an exam priced in the country's currency" })
  async skus(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('country') country: string,
    @Arg('locale', () => String) locale: string,
  ): Promise<SkuType[]> {
    return listSkus(ctx.em, examId, country, requireLocale(locale));
  }

  @Query(() => SkuType, { description: 'One SKU priced for a country' })
  async sku(
    @Ctx() ctx: RequestContext,
    @Arg('examId', () => Int) examId: number,
    @Arg('id', () => Int) id: number,
    @Arg('country') country: string,
    @Arg('locale', () => String) locale: string,
  ): Promise<SkuType> {
    return requireSku(ctx.em, examId, id, country, requireLocale(locale));
  }
}
