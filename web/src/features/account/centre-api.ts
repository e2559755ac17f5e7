// GraphQL operations of the personal centre's lists, for Apollo: the member's reports, the tests they can start, and
// whether they are a member (the centre then links to the member areas, else says what membership gives).
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
  /* GraphQL */ `
    query AccountMembership {
      memberCentre {
        member
        until
      }
    }
  `,
];

export { AccountFreeTestsDocument, AccountMembershipDocument, AccountReportsDocument } from '../../gql/graphql';
export type { AccountFreeTestsQuery, AccountReportsQuery, ReportStatus } from '../../gql/graphql';
