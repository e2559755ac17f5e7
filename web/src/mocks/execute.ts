// Runs one GraphQL operation against schema/schema.graphql with the mock root fields: the selection set, argument
// and enum checks and nullability are the real schema's, so a mock answer has exactly the shape the API's has.
import { buildSchema, graphql, type ExecutionResult } from 'graphql';
import { schemaSdl } from '../gql/msw';
import type { Locale } from '../../../api/src/shared/locale.js';
import { createResolvers } from './resolvers';
import type { Scenario } from './scenario';
import type { MockStore } from './store';

const schema = buildSchema(schemaSdl);

export async function executeMock(
  store: MockStore,
  scenario: Scenario,
  request: { query: string; variables?: Record<string, unknown>; locale: Locale },
): Promise<ExecutionResult> {
  const { Query, Mutation } = createResolvers(store, scenario, request.locale);
  const isMutation = /^\s*mutation\b/.test(request.query);
  return graphql({ schema, source: request.query, variableValues: request.variables, rootValue: isMutation ? Mutation : Query });
}
