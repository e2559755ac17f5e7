// GraphQL operations of the app frame, for the light client. Codegen reads the sources (GraphQL magic comment); the
// frame uses the generated documents, because gql.ts maps every operation of the app and cannot be tree-shaken.
export const sources = [
  /* GraphQL */ `
    query NavStats($examId: Int!, $country: String) {
      landingStats(examId: $examId, country: $country) {
        completedLast30Days
      }
    }
  `,
];

export { NavStatsDocument } from '../gql/graphql';
