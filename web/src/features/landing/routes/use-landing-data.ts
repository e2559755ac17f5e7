// The landing's data: live counters and the report price for the visitor's country (US prices if that country is not sold in).
import { useIntl } from 'react-intl';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { FALLBACK_COUNTRY } from '../../../lib/country';
import { formatMoney } from '../../../lib/money';
import { useGraphQL } from '../../../lib/use-graphql';
import { useExam } from '../../../lib/use-links';
import { useVisitorCountry } from '../../../lib/use-visitor-country';
import { LandingPricesDocument, LandingStatsDocument } from '../api';
import type { PriceState } from '../components/PriceNote';
import { reportPrice } from '../price';

const selectLocale = (s: AppState) => s.locale;

export function useLandingData() {
  const intl = useIntl();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const country = useVisitorCountry();
  const stats = useGraphQL(LandingStatsDocument, { examId: exam.examId, country });
  const prices = useGraphQL(LandingPricesDocument, { examId: exam.examId, country, locale });
  const unsold = prices.error?.code === 'COUNTRY_NOT_FOUND' && country !== FALLBACK_COUNTRY;
  const fallback = useGraphQL(LandingPricesDocument, { examId: exam.examId, country: FALLBACK_COUNTRY, locale }, { skip: !unsold });
  const priced = unsold ? fallback : prices;

  let price: PriceState;
  if (priced.data) {
    const best = reportPrice(priced.data.skus);
    price = best ? { kind: 'price', formatted: formatMoney(best, intl.locale) } : { kind: 'free' };
  } else if (priced.error) price = { kind: 'error', retry: priced.retry };
  else price = { kind: 'loading' };

  return { stats, price };
}
