// GraphQL operations of the types page, for the light client (sources for codegen, generated documents for the page).
export const sources = [
  /* GraphQL */ `
    query PersonalityTypeList($locale: String!) {
      personalityTypes(locale: $locale) {
        code
        title
        summary
        description
        position
      }
    }
  `,
];

export { PersonalityTypeListDocument } from '../../gql/graphql';
export type { PersonalityTypeListQuery } from '../../gql/graphql';
