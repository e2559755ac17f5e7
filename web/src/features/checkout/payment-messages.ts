// Messages of the payment screen: order info, delivery email, method choice, card (test or Stripe), PayPal and errors.
import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = {
  ...defineMessages({
    tabTitle: { id: 'checkout.payment.tabTitle', defaultMessage: 'Payment', description: 'Browser tab title of the payment screen' },
    title: { id: 'checkout.payment.title', defaultMessage: 'Secure payment', description: 'Heading of the payment screen' },
    orderTitle: { id: 'checkout.payment.order', defaultMessage: 'Your order', description: 'Heading of the order information' },
    termsReminder: { id: 'checkout.payment.terms', defaultMessage: 'The subscription terms you agreed to:', description: 'Label above the stored consent text on the payment screen' },
    emailLabel: { id: 'checkout.payment.email', defaultMessage: 'Email for delivery', description: 'Label of the delivery email field' },
    emailHelp: { id: 'checkout.payment.email.help', defaultMessage: 'We send your report and receipt to this address.', description: 'Help under the delivery email field' },
    methodLegend: { id: 'checkout.payment.method', defaultMessage: 'Payment method', description: 'Legend of the payment method choice' },
    methodRequired: { id: 'checkout.payment.method.required', defaultMessage: 'Please choose a payment method.', description: 'Error when no payment method is chosen' },
    methodUnavailable: {
      id: 'checkout.payment.method.unavailable',
      defaultMessage: 'This payment method is not available for this order. Please choose another.',
      description: 'Error when the chosen method cannot be used',
    },
    cardTitle: { id: 'checkout.payment.card', defaultMessage: 'Card information', description: 'Heading of the card section' },
    testMode: {
      id: 'checkout.payment.testMode',
      defaultMessage: 'Test mode: no real payment is taken. Use one of these test card numbers:',
      description: 'Notice shown when payments go to the built-in test provider',
    },
    testOk: { id: 'checkout.payment.test.ok', defaultMessage: '4242 4242 4242 4242: payment succeeds', description: 'Test card hint; keep the number' },
    testDecline: { id: 'checkout.payment.test.decline', defaultMessage: '4000 0000 0000 0002: payment is declined', description: 'Test card hint; keep the number' },
    testDelay: { id: 'checkout.payment.test.delay', defaultMessage: '4000 0000 0000 0077: payment settles after about a minute', description: 'Test card hint; keep the number' },
    cardNumber: { id: 'checkout.payment.cardNumber', defaultMessage: 'Card number', description: 'Label of the card number field' },
    cardInvalid: { id: 'checkout.payment.cardNumber.invalid', defaultMessage: 'Please enter a valid card number.', description: 'Error when the card number is incomplete or wrong' },
    cardTest: { id: 'checkout.payment.cardNumber.test', defaultMessage: 'Please use one of the test card numbers above.', description: 'Error when the test provider does not know the card number' },
    stripeNote: { id: 'checkout.payment.stripe', defaultMessage: 'Your card details go straight to Stripe; we never see them.', description: 'Note beside the Stripe card field' },
    stripeLoading: { id: 'checkout.payment.stripe.loading', defaultMessage: 'Loading the secure card form…', description: 'Status while Stripe.js loads' },
    paypalText: {
      id: 'checkout.payment.paypal',
      defaultMessage: 'You will approve the payment on PayPal’s page and then come back here automatically.',
      description: 'Explanation of the PayPal flow',
    },
    startTrial: { id: 'checkout.payment.startTrial', defaultMessage: 'Start my free trial', description: 'Pay button when nothing is due today (free trial: the card is saved)' },
    paying: { id: 'checkout.payment.paying', defaultMessage: 'Processing your payment… Please do not close this page.', description: 'Status while the payment is being made' },
    redirecting: { id: 'checkout.payment.redirecting', defaultMessage: 'Taking you to PayPal…', description: 'Status before leaving for PayPal' },
    closed: { id: 'checkout.payment.closed', defaultMessage: 'This order is closed. Please start a new order from the offer page.', description: 'Error when the order can no longer be paid' },
    promoGone: {
      id: 'checkout.payment.promoGone',
      defaultMessage: 'The promo code of this order is no longer valid. Please order again without it.',
      description: 'Error when the promo code ran out before payment',
    },
    cancelled: { id: 'checkout.payment.cancelled', defaultMessage: 'The PayPal payment was cancelled. You can try again or choose another method.', description: 'Notice after coming back from a cancelled PayPal payment' },
    orderNumber: { id: 'checkout.payment.orderNumber', defaultMessage: 'Order number', description: 'Label of the order number' },
  }),
  payAmount: defineMessage<{ amount: string }>({
    id: 'checkout.payment.payAmount', defaultMessage: 'Pay {amount}', description: 'Pay button; amount is the total due today, e.g. $9.99',
  }),
};
