// The GraphQL schema (built from the resolvers) and the Apollo Server that serves it.
import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { GraphQLError, lexicographicSortSchema, printSchema, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { buildSchema } from 'type-graphql';
import { AppError } from '../shared/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { AccountResolver } from '../modules/account/account.resolver.js';
import { BillingResolver } from '../modules/account/billing/billing.resolver.js';
import { AttemptResolver } from '../modules/attempt/attempt.resolver.js';
import { IqTestResolver } from '../modules/iq-test/iq-test.resolver.js';
import { CatalogResolver } from '../modules/catalog/catalog.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';
import { ExamResolver } from '../modules/exam/exam.resolver.js';
import { LanguageResolver } from '../modules/language/language.resolver.js';
import { MemberResolver } from '../modules/member/member.resolver.js';
import { OrderResolver } from '../modules/order/order.resolver.js';
import { CheckoutResolver } from '../modules/checkout/checkout.resolver.js';
import { PersonalityResolver } from '../modules/personality/personality.resolver.js';
import { ExamQuestionsResolver, QuestionResolver } from '../modules/question/question.resolver.js';
import { RetrieveResolver } from '../modules/report/retrieve/retrieve.resolver.js';
import { ResourcesResolver } from '../modules/resources/resources.resolver.js';
import { ReliabilityResolver } from '../modules/scoring/reliability.resolver.js';
import { StatsResolver } from '../modules/stats/stats.resolver.js';
import { PersonalityResultResolver, ReportViewResolver } from '../modules/report/view/report-view.resolver.js';
import { SubscriptionResolver } from '../modules/subscription/subscription.resolver.js';
import { SupportResolver } from '../modules/support/support.resolver.js';
import { UpsellResolver } from '../modules/upsell/upsell.resolver.js';
import { PartnerResolver } from '../modules/partner/partner.resolver.js';
import type { RequestContext } from './context.js';
import { limitCodeOf, queryLimits } from './query-limits.js';
import { SANDBOX_EXAMPLES } from './contract.js';

export const resolvers = [
  ExamResolver,
  QuestionResolver,
  ExamQuestionsResolver,
  LanguageResolver,
  ContentResolver,
  CatalogResolver,
  PersonalityResolver,
  StatsResolver,
  ReliabilityResolver,
  AttemptResolver,
  IqTestResolver,
  OrderResolver,
  CheckoutResolver,
  UpsellResolver,
  SubscriptionResolver,
  RetrieveResolver,
  ReportViewResolver,
  PersonalityResultResolver,
  AccountResolver,
  SupportResolver,
  MemberResolver,
  ResourcesResolver,
  BillingResolver,
  PartnerResolver,
] as const;

let schemaPromise: Promise<GraphQLSchema> | undefined;

/** Built once per process: type-graphql's metadata is global. */
export function buildApiSchema(): Promise<GraphQLSchema> {
  schemaPromise ??= buildSchema({ resolvers: [...resolvers], validate: false });
  return schemaPromise;
}

/** The SDL committed as schema/schema.graphql: sorted, so the diff shows only real changes. */
export async function printApiSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildApiSchema()))}\n`;
}

/** Errors the client can act on keep their code and message; anything unexpected is logged and masked. */
export function formatError(log: Logger, exposeDetails: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const limit = limitCodeOf(formatted, error);
    if (limit) return { message: formatted.message, extensions: { code: limit } };
    const original = unwrapResolverError(error);
    if (original instanceof AppError) return { ...formatted, extensions: { code: original.code } };
    if (isDatabaseUnavailable(original)) {
      return { message: 'The service is briefly unavailable. Please retry in a moment.', path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError && code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    log.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: exposeDetails && original instanceof Error ? original.message : 'Something went wrong on our side. Please retry.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/** A database outage answers 503 with Retry-After (the errors say SERVICE_UNAVAILABLE), so clients and proxies retry. */
export const outageStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (!errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** The schema has no Subscription type, and no transport for one: a subscription operation is a client's mistake. */
export const rejectSubscriptions: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Subscriptions are not supported: use a query, and poll where you need updates.', {
          extensions: { code: 'SUBSCRIPTIONS_NOT_SUPPORTED', http: { status: 400 } },
        });
      },
    };
  },
};

export async function createApolloServer(options: {
  httpServer: Server;
  log: Logger;
  isProduction: boolean;
}): Promise<ApolloServer<RequestContext>> {
  const server = new ApolloServer<RequestContext & BaseContext>({
    schema: await buildApiSchema(),
    introspection: !options.isProduction,
    // "Did you mean ...?" in validation errors would tell a stranger the schema's names.
    hideSchemaDetailsFromClientErrors: options.isProduction,
    validationRules: queryLimits.validationRules,
    parseOptions: queryLimits.parseOptions,
    formatError: formatError(options.log, !options.isProduction),
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, then the database); Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      ...queryLimits.plugins,
      rejectSubscriptions,
      outageStatus,
      // We set no cache hints; the default plugin would still wrap every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      options.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        // Cookies included, so `me` and member queries can be tried after signing in on this server.
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true, document: SANDBOX_EXAMPLES }),
    ],
  });
  await server.start();
  return server;
}
