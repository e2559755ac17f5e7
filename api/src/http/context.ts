// The per-request context: its own EntityManager fork, request id, logger, client headers, locale and loaders.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { MarketingFigure } from '../config.js';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../shared/locale.js';
import { createAuth, type Auth } from '../modules/account/account.session.js';
import type { Payments } from '../modules/payment/payment.runtime.js';
import { partnerOf } from '../modules/partner/partner-auth.js';
import type { PartnerCaller } from '../modules/partner/partner.keys.js';
import type { QuestionData } from '../modules/reference/reference-data.js';
import { createQuestionsByExamLoader } from '../modules/question/question.service.js';

/** The headers every client call carries (SPEC section 7). */
export interface ClientHeaders {
  logid?: string;
  appVersion?: string;
  examAppId?: string;
  hl?: string;
  uid?: string;
}

export interface Loaders {
  questionsByExam: DataLoader<number, readonly QuestionData[]>;
}

export interface RequestContext {
  requestId: string;
  /** The caller's address (behind a proxy on loopback, the forwarded one), for per-IP rate limits. */
  ip: string;
  em: EntityManager;
  log: Logger;
  client: ClientHeaders;
  /** From the hl header when it names one of the nine locales, else EN. */
  locale: Locale;
  loaders: Loaders;
  payments: Payments;
  /** The signed-in member, if any, and signing in and out (sets the session cookie on the reply). */
  auth: Auth;
  /** The operator's marketing figures (config), for the stats service. */
  marketingFigures: readonly MarketingFigure[];
  supportAddress: string;
  /** The partner whose API key authenticated the request (partner-auth.ts), if any. */
  partner?: PartnerCaller;
}

const MAX_HEADER_LENGTH = 128;

function header(req: Request, name: string): string | undefined {
  const value = req.get(name)?.trim();
  return value ? value.slice(0, MAX_HEADER_LENGTH) : undefined;
}

export function readClientHeaders(req: Request): ClientHeaders {
  return {
    logid: header(req, 'logid'),
    appVersion: header(req, 'App-Version'),
    examAppId: header(req, 'Exam-App-Id'),
    hl: header(req, 'hl'),
    uid: header(req, 'uid'),
  };
}

/** What every request context is made from: the database and the process's payment providers. */
export interface ContextDeps {
  orm: MikroORM;
  payments: Payments;
  marketingFigures?: readonly MarketingFigure[];
  /** Production: the `__Host-` session cookie, always Secure. */
  production?: boolean;
  /** Where support messages go (config SUPPORT_EMAIL). */
  supportAddress?: string;
}

/**
 * The request's child logger, made on first use (access-log.ts): most requests never log. The getter sits on the
 * context's prototype, so copies of the context (Apollo Server copies its own fields for each operation) stay lazy
 * rather than making the logger while copying.
 */
const LAZY_LOG = {
  get log(): Logger {
    return (this as unknown as { request: Request }).request.log;
  },
};

/** The one context factory: GraphQL resolvers and REST routes get the same thing. */
export function createRequestContext(req: Request, res: Response | undefined, { orm, payments, marketingFigures = [], production, supportAddress }: ContextDeps): RequestContext {
  const em = orm.em.fork();
  const client = readClientHeaders(req);
  const fields: Omit<RequestContext, 'log'> & { request: Request } = {
    requestId: String(req.id),
    ip: req.ip ?? req.socket?.remoteAddress ?? 'unknown',
    em,
    client,
    locale: parseLocale(client.hl) ?? DEFAULT_LOCALE,
    loaders: { questionsByExam: createQuestionsByExamLoader(em) },
    payments,
    auth: createAuth(em, req, res, production),
    marketingFigures,
    supportAddress: supportAddress ?? 'support@mindprint.localhost',
    partner: partnerOf(req),
    request: req,
  };
  return Object.assign(Object.create(LAZY_LOG) as { log: Logger }, fields);
}
