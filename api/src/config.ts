// Environment parsed once, at start-up, into a typed configuration (see README for every variable).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: two levels above this file in both api/src and api/dist. */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * SPEC section 1's fixed marketing figures, as the operator states them: off unless set, and each one only with the
 * published source it comes from and the date it was true on (shown beside it). The stats service drops any that a
 * live figure contradicts.
 */
export const MARKETING_FIGURE_KEYS = ['accuracy', 'users', 'rating', 'testsLast30Days'] as const;
export type MarketingFigureKey = (typeof MARKETING_FIGURE_KEYS)[number];
const marketingFigure = z.object({
  key: z.enum(MARKETING_FIGURE_KEYS),
  value: z.number().positive(),
  source: z.string().trim().min(3, 'needs its source').max(200),
  asOf: z.iso.date({ error: 'needs the date it was true on (YYYY-MM-DD)' }),
}).strict();
export type MarketingFigure = z.infer<typeof marketingFigure>;
const marketingFigures = z.preprocess((value) => {
  if (value === undefined || value === '') return [];
  try {
    return typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return value;
  }
}, z.array(marketingFigure, { error: 'must be a JSON array of {key, value, source, asOf}' }).max(MARKETING_FIGURE_KEYS.length));

const schema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Loopback unless told otherwise: a development server on 0.0.0.0 shows everyone on the network its mailbox.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)').optional()),
  PAYPAL_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  PAYPAL_WEBHOOK_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  PAYPAL_ENVIRONMENT: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'production']).default('sandbox')),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(320).default('Mindprint <no-reply@mindprint.localhost>')),
  CSP_SCRIPT_ORIGINS: z.preprocess(emptyToUndefined, z.string().regex(/^https:\/\/[^\s,]+(,https:\/\/[^\s,]+)*$/, 'comma-separated https:// origins').optional()),
  OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, 'use at least 24 random characters').optional()),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@mindprint.localhost')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  PAYMENT_ATTEMPT_LEASE_SECONDS: z.coerce.number().int().min(5).max(300).default(45),
  MARKETING_FIGURES: marketingFigures,
}).refine((values) => Boolean(values.PAYPAL_CLIENT_ID) === Boolean(values.PAYPAL_CLIENT_SECRET), {
  message: 'set both or neither',
  path: ['PAYPAL_CLIENT_ID'],
}).refine((values) => values.NODE_ENV !== 'production' || Boolean(values.PUBLIC_URL), {
  // Links in mails (sign-in, reports) would point at localhost, and HSTS and __Host- cookies need the real origin.
  message: 'production needs the public origin, e.g. https://mindprint.example',
  path: ['PUBLIC_URL'],
});

export interface PaymentsConfig {
  /** Card payments through Stripe PaymentIntents; unset means cards go to the local provider. */
  stripe?: { secretKey: string; webhookSecret?: string };
  /** PayPal Orders; unset means PayPal payments go to the local provider. */
  paypal?: { clientId: string; clientSecret: string; webhookId?: string; environment: 'sandbox' | 'production' };
  /** The built-in offline provider with test cards; never in production, where it would give products away. */
  localEnabled: boolean;
  /** How long a payment attempt's create call may run before reconciliation takes it over (provider timeouts are shorter). */
  attemptLeaseMs: number;
}

export interface MailConfig {
  /** SMTP server of outgoing mail (smtp://user:pass@host:587, smtps:// for implicit TLS); unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** The From header of every mail. */
  from: string;
  /** Where contact-form messages and refund requests are mailed. */
  supportAddress: string;
  /** Origin (and optional path prefix) of the links in mails, without a trailing slash. */
  publicUrl: string;
  /** False when PUBLIC_URL is unset and links point at http://localhost:PORT (fine in development only). */
  publicUrlSet: boolean;
}

/** 'all' serves requests and runs jobs in one process; 'api' and 'worker' split them so each scales on its own. */
export type Role = 'all' | 'api' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  role: Role;
  isProduction: boolean;
  /**
   * NODE_ENV was set to development or test on purpose (unset means development without the development tools):
   * only then does the development mailbox answer, and only to loopback.
   */
  devToolsEnabled: boolean;
  port: number;
  host: string;
  /** Set for an external PostgreSQL server; undefined means the embedded database. */
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files. */
  dataDir: string;
  embeddedDbPort: number;
  dbPoolSize: number;
  /** auto: seed when the reference data changed since the last seeding; always: on every start; never. */
  seed: 'auto' | 'always' | 'never';
  logLevel: string;
  webDist: string;
  payments: PaymentsConfig;
  mail: MailConfig;
  /** The operator's marketing figures (MARKETING_FIGURES); none by default. */
  marketingFigures: MarketingFigure[];
  /** Bearer token of the operators' routes (/ops/...); unset turns them off. */
  operatorToken: string | undefined;
  /** Extra origins the CSP allows scripts from (self-hosted tag and pixel snippets, VITE_*_URL). */
  cspScriptOrigins: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV ?? 'development',
    role: values.ROLE,
    isProduction: values.NODE_ENV === 'production',
    devToolsEnabled: values.NODE_ENV === 'development' || values.NODE_ENV === 'test',
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(ROOT_DIR, values.DATA_DIR ?? '.data'),
    embeddedDbPort: values.EMBEDDED_DB_PORT,
    dbPoolSize: values.DB_POOL_SIZE,
    seed: values.SEED,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(ROOT_DIR, values.WEB_DIST ?? 'web/dist'),
    operatorToken: values.OPERATOR_TOKEN,
    cspScriptOrigins: values.CSP_SCRIPT_ORIGINS?.split(',') ?? [],
    payments: {
      stripe: values.STRIPE_SECRET_KEY
        ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET }
        : undefined,
      paypal: values.PAYPAL_CLIENT_ID && values.PAYPAL_CLIENT_SECRET
        ? {
          clientId: values.PAYPAL_CLIENT_ID,
          clientSecret: values.PAYPAL_CLIENT_SECRET,
          webhookId: values.PAYPAL_WEBHOOK_ID,
          environment: values.PAYPAL_ENVIRONMENT,
        }
        : undefined,
      localEnabled: values.NODE_ENV !== 'production',
      attemptLeaseMs: values.PAYMENT_ATTEMPT_LEASE_SECONDS * 1000,
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      supportAddress: values.SUPPORT_EMAIL,
      publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
      publicUrlSet: Boolean(values.PUBLIC_URL),
    },
    marketingFigures: values.MARKETING_FIGURES,
  };
}
