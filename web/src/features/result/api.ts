// GraphQL operations of the free result, for Apollo. Codegen reads the sources (GraphQL magic comment); the page uses
// the generated documents, because gql.ts maps every operation of the app and cannot be tree-shaken.
export const sources = [
  /* GraphQL */ `
    query FreeResult($token: String!, $locale: String!) {
      testResult(token: $token) {
        id
        resultToken
        personality {
          fullCode
          typeCode
          identity
          secondaryCode
          indicators {
            indicator
            score
            letter
            firstPole
            secondPole
            borderline
            clarity
            band {
              low
              high
            }
          }
          personalityType(locale: $locale) {
            code
            title
            summary
            description
            keywords
            famousPeople
            population {
              overall
              male
              female
            }
          }
        }
      }
      personalityTypes(locale: $locale) {
        code
        title
      }
    }
  `,
];

export { FreeResultDocument } from '../../gql/graphql';
import type { FreeResultQuery } from '../../gql/graphql';

export type { FreeResultQuery };
/** The personality result the free result page shows. */
export type FreeResultView = NonNullable<FreeResultQuery['testResult']['personality']>;
