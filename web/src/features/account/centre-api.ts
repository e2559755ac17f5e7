// GraphQL operations of the personal centre's lists, for Apollo: the member's reports (personality and IQ) and the
// tests they can start.
export const sources = [
  /* GraphQL */ `
    query AccountReports {
      myReports {
        id
        status
        kind
        personality {
          fullCode
        }
        iq {
          iq
          verdict
        }
        exam
        createdAt
        completedAt
        reportToken
        resultToken
        orderNumber
      }
    }
  `,
  /* GraphQL */ `
    query AccountFreeTests($locale: String!) {
      exams {
        id
        code
        kind
        durationMinutes
        title(locale: $locale)
      }
    }
  `,
];

export { AccountFreeTestsDocument, AccountReportsDocument } from '../../gql/graphql';
export type { AccountFreeTestsQuery, AccountReportsQuery, ReportStatus } from '../../gql/graphql';
