// GraphQL operations of the landing pages, for the light client. Codegen reads the sources (GraphQL magic comment); the
// pages use the generated documents, because gql.ts maps every operation of the app and cannot be tree-shaken.
export const sources = [
  /* GraphQL */ `
    query LandingStats($examId: Int!, $country: String) {
      landingStats(examId: $examId, country: $country) {
        completedToday
        completedInRegion
        region
        totalCompleted
        accuracyRating
        ratingCount
        marketingFigures {
          key
          value
          source
          asOf
        }
      }
    }
  `,
  /* GraphQL */ `
    query LandingPrices($examId: Int!, $country: String!, $locale: String!) {
      skus(examId: $examId, country: $country, locale: $locale) {
        id
        kind
        price {
          amountMinor
          currency {
            code
            fractionDigits
            decimalComma
          }
        }
      }
    }
  `,
];

export { LandingPricesDocument, LandingStatsDocument } from '../../gql/graphql';
export type { LandingPricesQuery, LandingStatsQuery } from '../../gql/graphql';
