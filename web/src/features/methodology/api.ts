// GraphQL operations of the methodology page, for the light client: the page's text, then the published and simulated
// reliability of the questionnaire it names (sources for codegen, generated documents for the page).
export const sources = [
  /* GraphQL */ `
    query MethodologyPage($examId: Int!, $locale: String!) {
      methodology(examId: $examId, locale: $locale) {
        locale
        title
        summary
        updated
        questionnaireExamId
        sections {
          id
          title
          body
        }
      }
    }
  `,
  /* GraphQL */ `
    query MethodologyReliability($examId: Int!) {
      reliability(examId: $examId) {
        examId
        respondents
        minimumRespondents
        indicators {
          indicator
          alpha
          respondents
        }
        simulated {
          respondents
          loadingLow
          loadingHigh
          indicators {
            indicator
            alpha
            borderlineShare
            bandCoverage
            retestAgreementClear
          }
        }
      }
    }
  `,
];

export { MethodologyPageDocument, MethodologyReliabilityDocument } from '../../gql/graphql';
export type { MethodologyReliabilityQuery } from '../../gql/graphql';
