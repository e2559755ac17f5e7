// The offer's data: the visitor's country (where we sell, else US), the SKUs, types and real counts, and the price
// quote of the chosen SKU with the applied promo code (its errors, and the plain quote when the code does not apply).
import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { FALLBACK_COUNTRY } from '../../../lib/country';
import { useVisitorCountry } from '../../../lib/use-visitor-country';
import { CheckoutCountriesDocument, CheckoutOfferDocument, CheckoutQuoteDocument, type OrderErrorCode } from '../api';
import { firstPurchaseSkus, type OfferSku, type Quote } from './offer-text';

const selectLocale = (s: AppState) => s.locale;

export function useOfferCountry(): string | null {
  const visitor = useVisitorCountry();
  const { data, error } = useQuery(CheckoutCountriesDocument);
  if (error) return FALLBACK_COUNTRY;
  if (!data) return null;
  return data.countries.some((country) => country.code === visitor) ? visitor : FALLBACK_COUNTRY;
}

export function useOfferData(examId: number) {
  const locale = useAppState(selectLocale);
  const country = useOfferCountry();
  const offer = useQuery(CheckoutOfferDocument, country ? { variables: { examId, country, locale } } : skipToken);
  const skus = useMemo(() => firstPurchaseSkus(offer.data?.skus ?? []), [offer.data]);
  return { locale, country, offer, skus };
}

export interface QuoteState {
  quote: Quote | null;
  /** Why the applied code does not apply to the chosen SKU. */
  promoError: OrderErrorCode | null;
  loading: boolean;
  error: boolean;
  retry: () => void;
}

export function useQuote(examId: number, country: string | null, locale: string, sku: OfferSku | null, promoCode: string | null): QuoteState {
  const base = { examId, country: country ?? '', locale, skuId: sku?.id ?? 0 };
  const ready = Boolean(country && sku);
  const withCode = useQuery(CheckoutQuoteDocument, ready ? { variables: { ...base, promoCode } } : skipToken);
  const codeError = withCode.data?.priceQuote.errors.find((error) => error.field === 'promoCode')?.code ?? null;
  const plain = useQuery(CheckoutQuoteDocument, ready && promoCode && codeError ? { variables: { ...base, promoCode: null } } : skipToken);
  const quote = withCode.data?.priceQuote.quote ?? plain.data?.priceQuote.quote ?? null;
  return {
    quote,
    promoError: codeError,
    loading: ready && !quote && !withCode.error && !plain.error,
    error: Boolean(withCode.error || plain.error),
    retry: () => void (withCode.error ? withCode.refetch() : plain.refetch()),
  };
}
