// Limits on the shape of every GraphQL operation, for every caller (web, partners, Sandbox): tokens while parsing,
// then depth, aliases, directives and cost while validating (graphql-armor), so a hostile query is refused with a
// coded 400 before anything runs. Tuned against the web client's own operations (tests/query-limits.test.ts parses
// each of them and checks it passes with room to spare: in November 2026 the deepest was 6 levels, the costliest
// 347, the longest 126 tokens, and none used an alias).
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ErrorRequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError, type ValidationContext, type ValidationRule } from 'graphql';
import type { RequestContext } from './context.js';

export const QUERY_LIMITS = {
  /** Bytes of a GraphQL request body; the largest web operation with its variables is a few KB. */
  bodyBytes: 64 * 1024,
  /** Lexical tokens of one document (graphql-js stops parsing past it); Sandbox's introspection query fits. */
  tokens: 1000,
  /** Nested selection levels, fragments flattened. */
  depth: 10,
  /** Aliased fields in one operation. */
  aliases: 15,
  /** Directives in one operation. */
  directives: 20,
  /** graphql-armor's cost: 2 per object and 1 per scalar field, times 1.5 per level of depth. */
  cost: 1500,
} as const;

export enum QueryLimitCode {
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  TOO_MANY_TOKENS = 'TOO_MANY_TOKENS',
  QUERY_TOO_DEEP = 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES = 'TOO_MANY_ALIASES',
  TOO_MANY_DIRECTIVES = 'TOO_MANY_DIRECTIVES',
  QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY',
}

/** A refusal by one of the limits; Apollo wraps it as a validation error, formatLimitError gives its code back. */
export class QueryLimitError extends GraphQLError {
  constructor(readonly limitCode: QueryLimitCode, message: string) {
    super(message, { extensions: { code: limitCode } });
  }
}

type RejectCallback = (context: ValidationContext | null, error: GraphQLError) => void;

function reject(code: QueryLimitCode): RejectCallback[] {
  return [(context, error) => context?.reportError(new QueryLimitError(code, error.message))];
}

const armor = new ApolloArmor({
  // graphql-armor's token plugin throws from a parsing hook, which Apollo answers with a 500; graphql-js's own
  // maxTokens (parseOptions below) refuses the same documents as a parse error.
  maxTokens: { enabled: false },
  maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, propagateOnRejection: false, onReject: reject(QueryLimitCode.QUERY_TOO_DEEP) },
  maxAliases: { n: QUERY_LIMITS.aliases, propagateOnRejection: false, onReject: reject(QueryLimitCode.TOO_MANY_ALIASES) },
  maxDirectives: { n: QUERY_LIMITS.directives, propagateOnRejection: false, onReject: reject(QueryLimitCode.TOO_MANY_DIRECTIVES) },
  costLimit: { maxCost: QUERY_LIMITS.cost, flattenFragments: true, propagateOnRejection: false, onReject: reject(QueryLimitCode.QUERY_TOO_COSTLY) },
  // No "Did you mean" hints that map the schema for someone guessing fields.
  blockFieldSuggestion: { enabled: true },
});

const protection = armor.protect();

export const queryLimits = {
  // graphql-armor's declarations name @apollo/server's CommonJS types; the plugin objects are the same at run time.
  plugins: protection.plugins as unknown as Array<ApolloServerPlugin<RequestContext>>,
  validationRules: protection.validationRules as ValidationRule[],
  parseOptions: { maxTokens: QUERY_LIMITS.tokens },
};

/** A body over the limit (body-parser refuses it from Content-Length, before reading it) as a GraphQL error. */
export const refuseLargeBodies: ErrorRequestHandler = (error: { type?: string } | undefined, _req, res, next) => {
  if (error?.type !== 'entity.too.large') return next(error);
  res.status(413).json({
    errors: [{ message: `The request body is over ${QUERY_LIMITS.bodyBytes} bytes.`, extensions: { code: QueryLimitCode.PAYLOAD_TOO_LARGE } }],
  });
};

// graphql-js 16 words it "more that N tokens".
const TOKEN_LIMIT = /Document contains more tha[nt] \d+ tokens/;

/** The code of a refusal by a limit, or null for any other error. */
export function limitCodeOf(formatted: GraphQLFormattedError, error: unknown): QueryLimitCode | null {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  if (original instanceof QueryLimitError) return original.limitCode;
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && TOKEN_LIMIT.test(formatted.message)) return QueryLimitCode.TOO_MANY_TOKENS;
  return null;
}
