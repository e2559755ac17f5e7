// The subscription terms of a plan offered in the upsell flow, from the API's quote, beside an unticked consent box.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import { CheckoutQuoteDocument } from '../api';
import { TrialTerms } from '../components/TrialTerms';
import { formatPrice } from '../logic/price';
import { offerMessages as o } from '../offer-messages';
import { upsellMessages as m } from '../upsell-messages';
import { CancelLine } from './CancelLine';
import { unitOf } from './offer-text';

interface Props {
  examId: number;
  skuId: number;
  country: string;
  locale: string;
  item: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean, version: string | null) => void;
}

export function PlanConsent({ examId, skuId, country, locale, item, checked, error, onChange }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, error: loadError, refetch } = useQuery(CheckoutQuoteDocument, { variables: { examId, skuId, country, locale, promoCode: null } });
  if (loadError) return <LoadError compact onRetry={() => void refetch()} />;
  const quote = data?.priceQuote.quote;
  if (!quote?.terms) return data ? null : <Loading compact />;
  const terms = quote.terms;
  const lines = [
    intl.formatMessage(o.consentPaid, { price: formatPrice(quote.amount, intl.locale), unit: unitOf(intl, terms.interval) }),
    <CancelLine key="cancel" />,
  ];
  return (
    <TrialTerms title={intl.formatMessage(m.consentFor, { item })} lines={lines} agreedLabel={t(o.consentAgreed)} serverText={terms.text}
      consentLabel={t(o.consentLabel)} checked={checked} onChange={(value) => onChange(value, terms.version)} error={error} />
  );
}
