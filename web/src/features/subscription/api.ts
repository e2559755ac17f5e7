// GraphQL operations of the subscription screens (the cancel link by email, and cancelling with it), for Apollo.
export const sources = [
  /* GraphQL */ `
    mutation SubscriptionRequestCancelLink($email: String!, $exam: String, $locale: String) {
      requestCancelLink(email: $email, exam: $exam, locale: $locale) {
        sent
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

export { SubscriptionCancelByLinkDocument, SubscriptionRequestCancelLinkDocument } from '../../gql/graphql';
