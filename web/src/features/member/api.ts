// GraphQL operations of the member areas: the membership, the library of packs and chapters, one reading, the store,
// and the tests and results the testing hall and the psychology lab show.
export const sources = [
  /* GraphQL */ `
    fragment MemberMoney on Money {
      amountMinor
      currency {
        code
        symbol
        fractionDigits
        decimalComma
      }
    }
  `,
  /* GraphQL */ `
    query MemberCentre {
      memberCentre {
        member
        since
        until
        features
      }
    }
  `,
  /* GraphQL */ `
    query MemberLibrary($locale: String!) {
      memberLibrary(locale: $locale) {
        locale
        readerType
        entries {
          kind
          id
          title
          subtitle
          summary
          readingMinutes
          held
        }
      }
    }
  `,
  /* GraphQL */ `
    query MemberReading($kind: ReadingKind!, $id: String!, $locale: String!, $type: String) {
      reading(kind: $kind, id: $id, locale: $locale, type: $type) {
        kind
        id
        title
        subtitle
        kicker
        locale
        lang
        readingMinutes
        readerType
        tailoring
        sections {
          id
          heading
          label
          blocks {
            kind
            text
            items
            title
            reflection
            tone
          }
        }
      }
    }
  `,
  /* GraphQL */ `
    query MyStore($examId: Int!, $country: String!, $locale: String!) {
      myStore(examId: $examId, country: $country, locale: $locale) {
        purchaseLimit
        offerToken
        products {
          owned
          sku {
            id
            code
            kind
            title
            description
            price {
              ...MemberMoney
            }
          }
        }
        purchases {
          orderNumber
          skuCode
          title
          paidAt
          refunded
          reportToken
          amount {
            ...MemberMoney
          }
        }
      }
    }
  `,
  /* GraphQL */ `
    query MemberTests($locale: String!) {
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
    query MemberResults {
      myReports {
        id
        status
        personality {
          fullCode
        }
        exam
        createdAt
        completedAt
        reportToken
      }
    }
  `,
];

export {
  MemberCentreDocument,
  MemberLibraryDocument,
  MemberReadingDocument,
  MemberResultsDocument,
  MemberTestsDocument,
  MyStoreDocument,
} from '../../gql/graphql';
export type { MemberReadingQuery, MyStoreQuery, Feature, MemberLibraryQuery } from '../../gql/graphql';
