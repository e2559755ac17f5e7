// Messages of the personal centre's billing section: subscriptions, payments and receipts, cancelling.
import { defineMessage, defineMessages } from 'react-intl';

export const billingMessages = {
  ...defineMessages({
    section: { id: 'account.billing.section', defaultMessage: 'Subscriptions and payments', description: 'Section of the personal centre with subscriptions and payments' },
    subscriptions: { id: 'account.billing.subscriptions', defaultMessage: 'Subscriptions', description: 'Heading of the list of subscriptions' },
    noSubscription: { id: 'account.billing.noSubscription', defaultMessage: 'You have no subscription.', description: 'Shown when the member never had a subscription' },
    payments: { id: 'account.billing.payments', defaultMessage: 'Payment history', description: 'Heading of the list of payments' },
    noPayment: { id: 'account.billing.noPayment', defaultMessage: 'No payment yet.', description: 'Shown when the member has paid nothing' },
    trialing: { id: 'account.billing.status.trialing', defaultMessage: 'Free trial', description: 'Status of a subscription in its trial' },
    active: { id: 'account.billing.status.active', defaultMessage: 'Active', description: 'Status of a paid, renewing subscription' },
    pastDue: { id: 'account.billing.status.pastDue', defaultMessage: 'Payment due', description: 'Status of a subscription whose renewal was declined' },
    cancelled: { id: 'account.billing.status.cancelled', defaultMessage: 'Cancelled', description: 'Status of a cancelled subscription that still runs to its period end' },
    expired: { id: 'account.billing.status.expired', defaultMessage: 'Ended', description: 'Status of a subscription that has ended' },
    cancel: { id: 'account.billing.cancel', defaultMessage: 'Cancel subscription', description: 'Button that cancels a subscription (asks for confirmation first)' },
    cancelling: { id: 'account.billing.cancelling', defaultMessage: 'Cancelling…', description: 'Status while a subscription is cancelled' },
    confirmTitle: { id: 'account.billing.confirm.title', defaultMessage: 'Cancel this subscription?', description: 'Heading of the dialog that confirms a cancellation' },
    keep: { id: 'account.billing.confirm.keep', defaultMessage: 'Keep my subscription', description: 'Dialog button that keeps the subscription' },
    confirmCancel: { id: 'account.billing.confirm.cancel', defaultMessage: 'Yes, cancel it', description: 'Dialog button that cancels the subscription' },
    failed: { id: 'account.billing.failed', defaultMessage: 'The subscription could not be cancelled. Please try again.', description: 'Error when cancelling failed' },
    refunded: { id: 'account.billing.refunded', defaultMessage: 'Refunded', description: 'Tag on a refunded payment' },
    receipt: { id: 'account.billing.receipt', defaultMessage: 'Receipt', description: 'Link that opens the receipt of a payment as a web page' },
    receiptPdf: { id: 'account.billing.receiptPdf', defaultMessage: 'Receipt (PDF)', description: 'Link that downloads the receipt of a payment as a PDF' },
  }),
  trialEnds: defineMessage<{ date: string }>({ id: 'account.billing.trialEnds', defaultMessage: 'Trial ends on {date}', description: 'When the trial of a subscription ends' }),
  nextCharge: defineMessage<{ date: string; amount: string }>({
    id: 'account.billing.nextCharge', defaultMessage: 'Next charge: {amount} on {date}', description: 'The next charge of a subscription: amount and date',
  }),
  accessUntil: defineMessage<{ date: string }>({
    id: 'account.billing.accessUntil', defaultMessage: 'No further charge. Access until {date}.', description: 'A cancelled subscription: nothing more is charged; access lasts until the date',
  }),
  endedOn: defineMessage<{ date: string }>({ id: 'account.billing.endedOn', defaultMessage: 'Ended on {date}', description: 'When an ended subscription ended' }),
  confirmText: defineMessage<{ plan: string; date: string }>({
    id: 'account.billing.confirm.text',
    defaultMessage: '{plan} will not be charged again. You keep what it gives you until {date}, and we email you a confirmation.',
    description: 'Text of the dialog that confirms a cancellation; plan is the plan title, date the end of the paid period',
  }),
  cancelledNotice: defineMessage<{ plan: string; date: string }>({
    id: 'account.billing.cancelledNotice',
    defaultMessage: '{plan} is cancelled. Nothing more will be charged; you keep access until {date}. A confirmation email is on its way.',
    description: 'Status after a subscription was cancelled',
  }),
  paymentLabel: defineMessage<{ item: string; date: string }>({
    id: 'account.billing.paymentLabel', defaultMessage: '{item}, paid on {date}', description: 'Accessible label of a payment row, used in its receipt links',
  }),
};
