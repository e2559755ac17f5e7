// The HTTP server: GraphQL, the REST facade, health, the web app, with request ids and structured logs.
import { createServer, type Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { mountDevMailbox } from '../modules/mail/mail.dev.routes.js';
import { mountSupportOps } from '../modules/support/support.ops.js';
import { mountPrivacy } from '../modules/privacy/privacy.http.js';
import { createPayments, type Payments } from '../modules/payment/payment.runtime.js';
import { mountWebhooks } from '../modules/payment/webhook.routes.js';
import { partnerEdge } from '../modules/partner/partner-auth.js';
import { accessLog } from './access-log.js';
import { createRequestContext, type RequestContext } from './context.js';
import { graphqlHandler } from './graphql-http.js';
import { createApolloServer } from './graphql.js';
import { mountContract } from './contract.js';
import { QUERY_LIMITS, refuseLargeBodies } from './query-limits.js';
import { mountRest } from './rest.js';
import { securityHeaders } from './security-headers.js';
import { databaseLookups } from './page-status.js';
import { mountWebApp } from './web.js';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the usual load balancers and
 * proxies (60 s). With Node's default (5 s, closed at 6), a proxy or a browser that sends its next request on a
 * connection just as the server closes it gets a reset instead of an answer.
 */
export const KEEP_ALIVE_MS = 65_000;

export interface HttpServer {
  server: Server;
  apollo: ApolloServer<RequestContext>;
  /** The payment providers this server uses (the jobs share them). */
  payments: Payments;
  stop(): Promise<void>;
}

export interface HttpServerOptions {
  payments?: Payments;
  /**
   * Settles when the rest of the process is up (the job queue, which start-up brings up while the server already
   * listens): every request but /healthz waits for it, so none can try to send a job before the queue runs.
   */
  ready?: Promise<void>;
}

export async function createHttpServer(config: Config, orm: MikroORM, log: Logger, options: HttpServerOptions = {}): Promise<HttpServer> {
  const payments = options.payments ?? await createPayments(config.payments, log, { orm });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;

  app.use(accessLog(log));

  app.use(securityHeaders(config.isProduction, config.cspScriptOrigins));

  app.get('/healthz', async (_req, res) => {
    try {
      await orm.em.fork().getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'error', database: 'down' });
    }
  });

  const { ready } = options;
  if (ready) {
    let settled = false;
    void ready.then(() => {
      settled = true;
    });
    app.use((_req, _res, next) => {
      if (settled) next();
      else void ready.then(() => next());
    });
  }

  // Before any JSON parser: webhook signatures are checked on the raw body.
  mountWebhooks(app, orm, payments);

  const apollo = await createApolloServer({ httpServer: server, log, isProduction: config.isProduction });
  // Partner keys, CORS for their registered origins and per-key limits, on both APIs.
  const deps = { orm, payments, marketingFigures: config.marketingFigures, production: config.isProduction, supportAddress: config.mail.supportAddress };
  const edge = partnerEdge(orm, new URL(config.mail.publicUrl).origin);
  app.use(['/graphql', '/api'], edge);
  // GraphQL compresses its own answers (graphql-http.ts); `compression` serves the REST facade and the web app.
  app.use('/graphql', express.json({ limit: QUERY_LIMITS.bodyBytes }),
    graphqlHandler(apollo, async ({ req, res }) => createRequestContext(req, res, deps)), refuseLargeBodies);
  app.use(compression());

  mountPrivacy(app, deps);
  mountContract(app);
  mountRest(app, deps);
  mountDevMailbox(app, orm, config);
  mountSupportOps(app, orm, config.operatorToken);
  mountWebApp(app, config.webDist, config.mail.publicUrl, databaseLookups(orm));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled request error');
    res.status(status).json({ result: status, data: null, msg: status === 500 ? 'Something went wrong on our side. Please retry.' : 'Bad request.' });
  };
  app.use(onError);

  return {
    server,
    apollo,
    payments,
    async stop() {
      await apollo.stop();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
