// GraphQL operations of the paid report screens, for Apollo; the download page reads the same query, so moving
// between the two screens reuses one cache entry, and the published reliability is read per exam beside it. Codegen
// reads the sources (GraphQL magic comment); the screens use the generated documents, because gql.ts maps every
// operation of the app and cannot be tree-shaken.
export const sources = [
  /* GraphQL */ `
    fragment ReportDimensionRow on ReportDimension {
      indicator
      name
      poles {
        letter
        name
      }
      letter
      poleName
      score
      range {
        low
        high
      }
      scale {
        score
        low
        high
      }
      clarity
      clarityLabel
      interpretation
      borderline
    }
  `,
  /* GraphQL */ `
    query ReportView($token: String!, $locale: String!) {
      report(token: $token, locale: $locale) {
        id
        reportToken
        examCode
        examId
        orderNumber
        document {
          lang
          kicker
          title
          pdfUrl
          type {
            code
            fullCode
            identityLine
            title
            summary
          }
          secondary {
            code
            title
            line
          }
          basics {
            heading
            population {
              label
              text
            }
            populationSource
            keywordsLabel
            keywords
            famousPeopleLabel
            famousPeople
          }
          dimensions {
            ...ReportDimensionRow
          }
          sections {
            id
            title
            blocks {
              kind
              text
              tone
              items
              ordered
            }
          }
          tableLabels {
            dimension
            score
            range
            interpretation
            borderline
          }
        }
      }
    }
  `,
  /* GraphQL */ `
    query ReportReliability($examId: Int!) {
      reliability(examId: $examId) {
        examId
        respondents
        minimumRespondents
        indicators {
          indicator
          alpha
          respondents
        }
      }
    }
  `,
];

export { ReportReliabilityDocument, ReportViewDocument } from '../../gql/graphql';
import type { ReportViewQuery } from '../../gql/graphql';

export type { ReportDimensionRowFragment, ReportReliabilityQuery } from '../../gql/graphql';
export type { ReportViewQuery };
type ReportFields = ReportViewQuery['report'];
/** What the report screens show: the report's links and its composed document, in one object. */
export type ReportScreen = Omit<ReportFields, 'document' | '__typename'> & NonNullable<ReportFields['document']>;
