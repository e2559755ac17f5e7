// GraphQL operations of the legal page, for the light client (sources for codegen, generated documents for the page).
export const sources = [
  /* GraphQL */ `
    query LegalDocuments($examId: Int!, $locale: String!) {
      privacyAndAgreement(examId: $examId, locale: $locale) {
        privacy {
          id
          title
          body
          updatedAt
          version
        }
        agreement {
          id
          title
          body
          updatedAt
          version
        }
      }
    }
  `,
];

export { LegalDocumentsDocument } from '../../gql/graphql';
export type { LegalDocumentsQuery } from '../../gql/graphql';
