// The code of a top-level GraphQL error (e.g. ATTEMPT_NOT_FOUND on attempt(token)); null for network failures.
import { CombinedGraphQLErrors } from '@apollo/client';

export function graphQLErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
