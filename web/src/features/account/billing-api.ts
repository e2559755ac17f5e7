// GraphQL operations of the personal centre's billing section, for Apollo: subscriptions, payments, cancelling one.
export const sources = [
  /* GraphQL */ `
    query AccountBilling($locale: String!) {
      mySubscriptions(locale: $locale) {
        id
        planCode
        planTitle
        status
        interval
        intervalCount
        trialEndsAt
        nextChargeAt
        nextCharge { amountMinor currency { code fractionDigits decimalComma } }
        accessUntil
        cancelledAt
        cancellable
      }
      myPayments(locale: $locale) {
        orderId
        orderNumber
        itemTitle
        amount { amountMinor currency { code fractionDigits decimalComma } }
        paidAt
        refunded
        receiptUrl
        receiptPdfUrl
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountCancelSubscription($id: String!, $locale: String!) {
      cancelMySubscription(id: $id, locale: $locale) {
        subscription {
          id
          status
          accessUntil
        }
        errors {
          code
        }
      }
    }
  `,
];

export { AccountBillingDocument, AccountCancelSubscriptionDocument } from '../../gql/graphql';
export type { AccountBillingQuery } from '../../gql/graphql';
