// Environment parsed once, at start-up, into a typed configuration (see README for every variable).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: two levels above this file in both api/src and api/dist. */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Set for an external PostgreSQL server; undefined means the embedded database. */
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files. */
  dataDir: string;
  embeddedDbPort: number;
  dbPoolSize: number;
  seed: 'auto' | 'never';
  logLevel: string;
  webDist: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(ROOT_DIR, values.DATA_DIR ?? '.data'),
    embeddedDbPort: values.EMBEDDED_DB_PORT,
    dbPoolSize: values.DB_POOL_SIZE,
    seed: values.SEED,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(ROOT_DIR, values.WEB_DIST ?? 'web/dist'),
  };
}
