// The order beside the payment form: what is bought, its number, the totals and the stored subscription terms.
import { useIntl } from 'react-intl';
import type { CheckoutOrderFragment } from '../api';
import { OrderSummary } from '../components/OrderSummary';
import { formatPrice } from '../logic/price';
import { offerMessages as o } from '../offer-messages';
import { contentMessages as c } from '../offer-content-messages';
import { paymentMessages as m } from '../payment-messages';

export function OrderInfo({ order }: { order: CheckoutOrderFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const price = (money: CheckoutOrderFragment['amount']) => formatPrice(money, intl.locale);
  const discount = order.discount.amountMinor > 0 ? price(order.discount) : null;
  return (
    <aside className="co-aside">
      <section className="co-aside__block" aria-labelledby="co-order-title">
        <h2 id="co-order-title" className="co-aside__title">{t(m.orderTitle)}</h2>
        <p className="co-order__item">{order.sku.title}</p>
        <p className="co-order__number">{t(m.orderNumber)}: <span>{order.orderNumber}</span></p>
        <OrderSummary title={t(o.summaryTitle)} listLabel={t(o.listPrice)} list={price(order.listAmount)} discountLabel={t(o.discount)}
          discount={discount} dueLabel={t(o.dueToday)} due={price(order.amount)}
          savings={discount ? intl.formatMessage(o.savings, { amount: discount }) : null} />
        {order.trialConsent && (
          <>
            <p className="co-terms__agreed-label">{t(m.termsReminder)}</p>
            <blockquote className="co-terms__text">{order.trialConsent.text}</blockquote>
          </>
        )}
      </section>
      <section className="co-aside__block co-aside__block--safety" aria-labelledby="co-pay-safety">
        <h2 id="co-pay-safety" className="co-aside__title">{t(c.safetyTitle)}</h2>
        <ul className="co-ticks">
          {[c.safetyProviders, c.safetyCard, c.safetyPrice].map((message) => <li key={message.id}>{t(message)}</li>)}
        </ul>
      </section>
    </aside>
  );
}
