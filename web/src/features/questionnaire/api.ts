// GraphQL operations of the questionnaire screens (questions, answer-complete, email capture, form page), for Apollo.
// Codegen reads the sources (GraphQL magic comment); the screens use the generated documents, because gql.ts maps
// every operation of the app and cannot be tree-shaken.
export const sources = [
  /* GraphQL */ `
    fragment SittingFields on Attempt {
      token
      examId
      status
      hasEmail
      answeredCount
      questionCount
      answers {
        questionKey
        value
      }
    }
  `,
  /* GraphQL */ `
    # No id: the same question in two languages must not share one normalised cache entry.
    query QuestionnaireQuestions($examId: Int!, $locale: String!) {
      questions(examId: $examId, locale: $locale) {
        key
        part
        position
        indicator
        text
      }
    }
  `,
  /* GraphQL */ `
    query Sitting($token: String!) {
      attempt(token: $token) {
        ...SittingFields
      }
    }
  `,
  /* GraphQL */ `
    mutation StartSitting($input: StartTestInput!) {
      startTest(input: $input) {
        attempt {
          ...SittingFields
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation SaveSittingAnswers($token: String!, $answers: [AnswerInput!]!) {
      saveAnswers(token: $token, answers: $answers) {
        attempt {
          token
          answeredCount
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation SubmitSitting($token: String!) {
      submitTest(token: $token) {
        result {
          id
          resultToken
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation CaptureSittingEmail($token: String!, $email: String!) {
      captureEmail(token: $token, email: $email) {
        attempt {
          token
          hasEmail
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    query EmailPrivacyNotice($examId: Int!, $locale: String!) {
      privacyAndAgreement(examId: $examId, locale: $locale) {
        privacy {
          id
          title
          version
        }
        agreement {
          id
          title
          version
        }
      }
    }
  `,
  /* GraphQL */ `
    query FormCountries {
      countries {
        code
      }
    }
  `,
];

export {
  CaptureSittingEmailDocument, EmailPrivacyNoticeDocument, FormCountriesDocument, QuestionnaireQuestionsDocument,
  SaveSittingAnswersDocument, SittingDocument, StartSittingDocument, SubmitSittingDocument,
} from '../../gql/graphql';
export type {
  AttemptErrorCode, QuestionnaireQuestionsQuery, SittingFieldsFragment, TrackingParamInput,
} from '../../gql/graphql';
