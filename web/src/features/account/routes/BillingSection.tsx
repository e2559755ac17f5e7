// Subscriptions and payments: each plan with its status, trial end and next charge, cancelled in one step after one
// confirmation (the confirmation mail follows); every payment with its receipt as a page and as a PDF.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError, Loading } from '../../../components/DataState';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { formatMoney } from '../../../lib/money';
import { AccountBillingDocument, AccountCancelSubscriptionDocument, type AccountBillingQuery } from '../billing-api';
import { billingMessages as m } from '../billing-messages';
import { PaymentList, type PaymentItem } from '../components/PaymentList';
import { SubscriptionList, type SubscriptionItem } from '../components/SubscriptionList';

type Subscription = AccountBillingQuery['mySubscriptions'][number];
const selectLocale = (s: AppState) => s.locale;
const STATUS = { TRIALING: m.trialing, ACTIVE: m.active, PAST_DUE: m.pastDue, CANCELLED: m.cancelled, EXPIRED: m.expired } as const;

export function BillingSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const locale = useAppState(selectLocale);
  const { data, error, refetch } = useQuery(AccountBillingDocument, { variables: { locale }, fetchPolicy: 'cache-and-network' });
  const [asking, setAsking] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [failed, setFailed] = useState(false);

  if (!data) return error ? <LoadError onRetry={() => void refetch()} /> : <Loading />;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'long' });

  const cancel = async (subscription: Subscription) => {
    setBusy(subscription.id);
    setFailed(false);
    try {
      const reply = await client.mutate({ mutation: AccountCancelSubscriptionDocument, variables: { id: subscription.id, locale } });
      const done = reply.data?.cancelMySubscription;
      // Already cancelled elsewhere (a mail link): the list below says so once refreshed.
      if (done?.subscription || done?.errors[0]?.code === 'NOT_CANCELLABLE') {
        setNotice(intl.formatMessage(m.cancelledNotice, { plan: subscription.planTitle, date: date(done.subscription?.accessUntil ?? subscription.accessUntil) }));
      } else {
        setFailed(true);
      }
      await refetch();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const subscriptions: SubscriptionItem[] = data.mySubscriptions.map((subscription) => {
    const lines: string[] = [];
    if (subscription.status === 'TRIALING' && subscription.trialEndsAt) lines.push(intl.formatMessage(m.trialEnds, { date: date(subscription.trialEndsAt) }));
    if (subscription.nextChargeAt && subscription.nextCharge) {
      lines.push(intl.formatMessage(m.nextCharge, { date: date(subscription.nextChargeAt), amount: formatMoney(subscription.nextCharge, intl.locale) }));
    } else if (subscription.status === 'CANCELLED') {
      lines.push(intl.formatMessage(m.accessUntil, { date: date(subscription.accessUntil) }));
    } else if (subscription.status === 'EXPIRED') {
      lines.push(intl.formatMessage(m.endedOn, { date: date(subscription.accessUntil) }));
    }
    return {
      id: subscription.id,
      title: subscription.planTitle,
      status: t(STATUS[subscription.status]),
      lines,
      action: subscription.cancellable ? (
        <button type="button" className="button button--secondary button--small" aria-disabled={busy !== null || undefined}
          onClick={() => busy === null && setAsking(subscription)}>
          {busy === subscription.id ? t(m.cancelling) : t(m.cancel)}
        </button>
      ) : null,
    };
  });

  const payments: PaymentItem[] = data.myPayments.map((payment) => {
    const name = intl.formatMessage(m.paymentLabel, { item: payment.itemTitle, date: date(payment.paidAt) });
    return {
      id: payment.orderId,
      title: payment.itemTitle,
      date: date(payment.paidAt),
      amount: formatMoney(payment.amount, intl.locale),
      refunded: payment.refunded ? t(m.refunded) : null,
      receipt: { href: `${payment.receiptUrl}?hl=${locale}`, label: t(m.receipt), name: `${t(m.receipt)}: ${name}` },
      receiptPdf: { href: `${payment.receiptPdfUrl}?hl=${locale}`, label: t(m.receiptPdf), name: `${t(m.receiptPdf)}: ${name}` },
    };
  });

  return (
    <div className="acc-billing">
      <p className="acc-notice" role="status">{notice}</p>
      {failed && <p className="co-error" role="alert">{t(m.failed)}</p>}
      <h3>{t(m.subscriptions)}</h3>
      {subscriptions.length > 0 ? <SubscriptionList items={subscriptions} /> : <p>{t(m.noSubscription)}</p>}
      <h3>{t(m.payments)}</h3>
      {payments.length > 0 ? <PaymentList items={payments} /> : <p>{t(m.noPayment)}</p>}
      <ConfirmDialog open={asking !== null} title={t(m.confirmTitle)}
        text={asking ? intl.formatMessage(m.confirmText, { plan: asking.planTitle, date: date(asking.accessUntil) }) : ''}
        stayLabel={t(m.keep)} actLabel={t(m.confirmCancel)} onStay={() => setAsking(null)}
        onAct={() => {
          const subscription = asking;
          setAsking(null);
          if (subscription) void cancel(subscription);
        }} />
    </div>
  );
}
