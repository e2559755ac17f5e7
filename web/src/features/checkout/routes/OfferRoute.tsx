// The offer page (/paying/scheme/{code}-{examId}?t=<attempt token>, also scheme-old): plans and SKUs priced for the
// visitor's country, the purchase form, the INTJ/INTP comparison, example reviews, FAQ and support. ?promo= carries
// an optional campaign code, applied until the offer countdown ends.
import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DEFAULT_EXAM, EXAM_PARAM, isIqExam, parseExamSegment } from '../../../lib/paths';
import { useAppStore } from '../../../lib/app-state-context';
import { useLinks } from '../../../lib/use-links';
import { CheckoutAttemptTypeDocument, CheckoutOfferBuyerDocument } from '../api';
import { attemptTokenFromSearch } from '../logic/order-link';
import { offerMessages as m } from '../offer-messages';
import { CheckoutSupport } from './CheckoutSupport';
import { OwnedList } from '../components/OwnedList';
import { OfferForm } from './OfferForm';
import { OfferSections } from './OfferSections';
import { trackOfferView } from './track';
import { useOfferData } from './use-offer-data';
import '../checkout.css';

function errorCode(error: unknown): string | null {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  return typeof code === 'string' ? code : null;
}

function campaignCode(search: string): string | null {
  const code = new URLSearchParams(search).get('promo')?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9_-]{3,32}$/.test(code) ? code : null;
}

export function OfferRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const params = useParams();
  const { search } = useLocation();
  const exam = parseExamSegment(params[EXAM_PARAM]) ?? DEFAULT_EXAM;
  const attemptToken = attemptTokenFromSearch(search);
  const { locale, country, offer, skus } = useOfferData(exam.examId);
  // The IQ test has no personality type to show beside the offer (and its result is not a personality result).
  const result = useQuery(CheckoutAttemptTypeDocument, attemptToken && !isIqExam(exam) ? { variables: { token: attemptToken, locale } } : skipToken);
  // Who buys: the address already left (not asked again) and what they hold already (never sold twice).
  const buyer = useQuery(CheckoutOfferBuyerDocument, attemptToken ? { variables: { token: attemptToken }, fetchPolicy: 'network-only' } : skipToken);
  useDocumentTitle(t(m.tabTitle));
  const store = useAppStore();
  const ownedIds = buyer.data?.offerBuyer.ownedSkuIds;
  // What the visitor is offered, once known: the ads event ViewContent goes out for it (once per sitting).
  const shown = useMemo(() => (ownedIds && offer.data ? skus.filter((sku) => !ownedIds.includes(sku.id)) : null), [ownedIds, offer.data, skus]);
  useEffect(() => {
    if (attemptToken && shown && shown.length > 0) trackOfferView(attemptToken, shown, store.getState().tracking.pixel_id);
  }, [attemptToken, shown, store]);

  const code = errorCode(result.error);
  if (code === 'NOT_SUBMITTED') return <Navigate replace to={links.screen('answerSubmit', { query: { t: attemptToken ?? '' } }, exam)} />;
  if (!attemptToken || code === 'ATTEMPT_NOT_FOUND') {
    return (
      <div className="container page page--narrow co-missing">
        <h1>{t(m.missingTitle)}</h1>
        <p className="lead">{t(m.missingText)}</p>
        <Link className="button button--primary button--large" to={links.screen('answerQuestion', {}, exam)}>{t(m.takeTest)}</Link>
      </div>
    );
  }
  if (offer.error) return <div className="container page"><LoadError onRetry={() => void offer.refetch()} /></div>;
  if (buyer.error) return <div className="container page"><LoadError onRetry={() => void buyer.refetch()} /></div>;
  if (!offer.data || !country || !buyer.data) return <div className="container page"><Loading /></div>;
  const owned = new Set(buyer.data.offerBuyer.ownedSkuIds);
  const open = skus.filter((sku) => !owned.has(sku.id));
  const held = skus.filter((sku) => owned.has(sku.id));
  const type = result.data?.testResult.personality?.personalityType;

  return (
    <div className="container page co-offer">
      <header className="page__header co-offer__header">
        {type && <p className="eyebrow">{intl.formatMessage(m.yourType, { code: result.data?.testResult.personality?.typeCode ?? type.code, title: type.title })}</p>}
        <h1>{t(isIqExam(exam) ? m.titleIq : m.title)}</h1>
        <p className="lead">{t(isIqExam(exam) ? m.introIq : m.intro)}</p>
      </header>
      {held.length > 0 && <OwnedList title={t(m.ownedTitle)} tag={t(m.owned)} items={held.map((sku) => ({ id: sku.id, title: sku.title }))} />}
      {open.length > 0 ? (
        <OfferForm exam={exam} attemptToken={attemptToken} country={country} locale={locale} skus={open} buyerEmail={buyer.data.offerBuyer.email}
          stats={offer.data.landingStats} campaign={campaignCode(search)} />
      ) : (
        <p className="co-owned__all">
          {t(m.allOwned)} <Link to={links.screen('userInfo', {}, exam)}>{t(m.toCentre)}</Link>
        </p>
      )}
      <OfferSections types={offer.data.personalityTypes} typeCode={result.data?.testResult.personality?.typeCode} secondaryCode={result.data?.testResult.personality?.secondaryCode} />
      <CheckoutSupport trademark />
    </div>
  );
}
