// GraphQL operations of the support page (the contact form and refund requests), for Apollo.
export const sources = [
  /* GraphQL */ `
    mutation SupportRequestSend($input: SupportRequestInput!, $locale: String) {
      sendSupportRequest(input: $input, locale: $locale) {
        reference
        errors {
          code
          field
          retryAfterSeconds
        }
      }
    }
  `,
];

export { SupportRequestSendDocument } from '../../gql/graphql';
export type { SupportErrorCode } from '../../gql/graphql';
