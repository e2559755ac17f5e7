// GraphQL operations of the subscription screens (unsubscribe by email), for Apollo.
export const sources = [
  /* GraphQL */ `
    mutation SubscriptionCancel($email: String!) {
      cancelSubscription(email: $email) {
        cancelled
        message
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation SubscriptionCancelByLink($token: String!) {
      cancelSubscriptionByLink(token: $token) {
        cancelled
        errors {
          code
        }
      }
    }
  `,
];

export { SubscriptionCancelByLinkDocument, SubscriptionCancelDocument } from '../../gql/graphql';
