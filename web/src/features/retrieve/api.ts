// GraphQL operation of the retrieve-report screen, for Apollo.
export const sources = [
  /* GraphQL */ `
    mutation RetrieveReports($email: String!, $locale: String) {
      retrieveReports(email: $email, locale: $locale) {
        status
        errors {
          code
          retryAfterSeconds
        }
      }
    }
  `,
];

export { RetrieveReportsDocument } from '../../gql/graphql';
