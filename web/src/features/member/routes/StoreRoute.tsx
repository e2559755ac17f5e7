// My store (/store/{code}-{examId}): the catalogue marked owned / not owned for the signed-in member, where to use
// what they own or get what they do not, and their purchases with the report each one unlocked to download again.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { BCP47 } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useExam, useLinks } from '../../../lib/use-links';
import { useVisitorCountry } from '../../../lib/use-visitor-country';
import { areaMessages as m } from '../area-messages';
import { MyStoreDocument } from '../api';
import { ProductList } from '../components/ProductList';
import { PurchaseList } from '../components/PurchaseList';
import { PdfButton } from '../components/PdfButton';
import { MemberFrame } from './MemberFrame';
import { usePdfLabels } from './use-pdf-labels';

const selectLocale = (s: AppState) => s.locale;

/** Where an owned product is used. */
const USED_IN: Readonly<Record<string, 'memberDownloads' | 'memberAdvanced' | 'memberServices' | 'memberCentre' | 'userInfo'>> = {
  'skill-packs': 'memberDownloads',
  'in-depth-content': 'memberAdvanced',
  'member-exclusive': 'memberCentre',
  'access-product': 'memberServices',
  'iq-report': 'memberServices',
};

export function StoreRoute() {
  const intl = useIntl();
  return <MemberFrame area="store" intro={intl.formatMessage(m.storeIntro)}>{() => <Store />}</MemberFrame>;
}

function Store() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const exam = useExam();
  const country = useVisitorCountry();
  const locale = useAppState(selectLocale);
  const pdfLabels = usePdfLabels();
  const { data, error, refetch } = useQuery(MyStoreDocument, { variables: { examId: exam.examId, country, locale }, fetchPolicy: 'cache-and-network' });
  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;

  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, BCP47[locale]);
  // Plans and reports are sold for a sitting: the member's newest test, or a new one first.
  const { offerToken } = data.myStore;
  const offer = offerToken
    ? { to: links.screen('payingScheme', { query: { t: offerToken } }), label: t(m.getPlan) }
    : { to: links.screen('answerQuestion'), label: t(m.takeTestFirst) };
  const bought = new Set(data.myStore.purchases.filter((purchase) => !purchase.refunded).map((purchase) => purchase.skuCode));
  const products = data.myStore.products.map(({ sku, owned }) => ({
    key: sku.code,
    title: sku.title,
    description: sku.description,
    price: money(sku.price),
    owned,
    // Owned because bought, or because something bought (a plan) already covers it.
    tag: t(!owned ? m.notOwned : bought.has(sku.code) ? m.owned : m.covered),
    action: owned
      ? { to: links.screen(USED_IN[sku.code] ?? 'userInfo'), label: t(m.openOwned) }
      : offer,
  }));
  const usedIn = (skuCode: string) => {
    const area = USED_IN[skuCode];
    if (!area) return null;
    return { to: links.screen(area), label: t(area === 'memberDownloads' ? m.openDownloads : m.openOwned) };
  };
  const purchases = data.myStore.purchases.map((purchase) => ({
    key: purchase.orderNumber,
    title: purchase.title,
    meta: [t(m.orderNumber, { orderNumber: purchase.orderNumber }), intl.formatDate(purchase.paidAt, { dateStyle: 'medium' }), money(purchase.amount)].join(' · '),
    refunded: purchase.refunded ? t(m.refunded) : null,
    open: purchase.reportToken && !purchase.refunded
      ? { to: links.screen('reportResult', { query: { r: purchase.reportToken } }), label: t(m.openReport) }
      : usedIn(purchase.skuCode),
    download: purchase.reportToken && !purchase.refunded
      ? <PdfButton url={`/api/report/pdf/${encodeURIComponent(purchase.reportToken)}?locale=${locale}`} labels={{ ...pdfLabels(purchase.title), action: t(m.redownload) }} />
      : null,
  }));
  return (
    <>
      <ProductList heading={t(m.catalogue)} items={products} />
      <PurchaseList heading={t(m.history)} empty={t(m.historyEmpty)} note={t(m.historyLimit, { count: data.myStore.purchaseLimit })} items={purchases} />
    </>
  );
}
