// GraphQL operations of the professional tests page, for the light client (sources for codegen, generated documents for the page).
export const sources = [
  /* GraphQL */ `
    query ProfessionalExams($locale: String!) {
      exams {
        id
        code
        kind
        durationMinutes
        questionCount
        title(locale: $locale)
      }
    }
  `,
];

export { ProfessionalExamsDocument } from '../../gql/graphql';
export type { ProfessionalExamsQuery } from '../../gql/graphql';
