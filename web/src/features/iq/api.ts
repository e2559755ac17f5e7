// GraphQL operations of the IQ test screens, for Apollo. Codegen reads the sources (GraphQL magic comment); the screens
// use the generated documents. The server holds the sitting: nothing here can tell which option is right.
export const sources = [
  /* GraphQL */ `
    fragment IqSittingFields on IqSitting {
      token
      finished
      practiceTotal
      scoredAnswered
      minItems
      maxItems
      timeLimitSeconds
      remainingSeconds
      stopReason
      question {
        itemId
        phase
        position
        matrixSvg
        optionSvgs
      }
    }
  `,
  /* GraphQL */ `
    mutation StartIqTest($input: StartTestInput!) {
      startTest(input: $input) {
        attempt {
          token
        }
        errors {
          code
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation IqSitting($token: String!) {
      iqSitting(token: $token) {
        sitting {
          ...IqSittingFields
        }
        errors {
          code
          message
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AnswerIqItem($token: String!, $itemId: String!, $position: Int!) {
      answerIqItem(token: $token, itemId: $itemId, position: $position) {
        sitting {
          ...IqSittingFields
        }
        feedback {
          correct
          correctPosition
        }
        errors {
          code
          message
        }
      }
    }
  `,
  /* GraphQL */ `
    query IqResult($token: String!) {
      iqResult(token: $token) {
        token
        iq
        interval90 {
          low
          high
        }
        percentile
        iqSe
        precision
        verdict
        reasons
        itemsTaken
        itemsCorrect
        stopReason
        calibrationMethod
      }
    }
  `,
];

export { AnswerIqItemDocument, IqResultDocument, IqSittingDocument, StartIqTestDocument } from '../../gql/graphql';
export type { IqSittingFieldsFragment, IqResultQuery } from '../../gql/graphql';

export const reportSources = [
  /* GraphQL */ `
    query IqReport($token: String!) {
      iqReport(token: $token) {
        token
        iq
        interval90 {
          low
          high
        }
        percentile
        iqSe
        precision
        verdict
        itemsTaken
        itemsCorrect
        calibrationMethod
        byFamily {
          key
          taken
          correct
          expected
        }
        byLayout {
          key
          taken
          correct
          expected
        }
        speed {
          medianSeconds
          fasterHalfAccuracy
          slowerHalfAccuracy
          rapidCount
          totalSeconds
        }
      }
    }
  `,
];

export { IqReportDocument } from '../../gql/graphql';
export type { IqReportQuery } from '../../gql/graphql';
