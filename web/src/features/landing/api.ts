// GraphQL operations of the landing feature.
import { graphql } from '../../gql';

export const LandingExamsQuery = graphql(`
  query LandingExams($locale: String!) {
    exams {
      id
      code
      kind
      durationMinutes
      title(locale: $locale)
      description(locale: $locale)
      questionCount
    }
  }
`);
