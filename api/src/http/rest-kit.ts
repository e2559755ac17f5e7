// What REST facade routes are made of: the route shape, its context, replies other than a plain success, body
// parsing and path ids. It imports no module, so every module's routes can use it without a cycle (http/rest.ts
// mounts them).
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { AppError } from '../shared/errors.js';
import type { Problem, StatusTable } from '../shared/result.js';
import type { RequestContext } from './context.js';

/** The request context GraphQL resolvers get, plus the path parameters. */
export interface RestContext extends RequestContext {
  params: Record<string, string>;
}

/** A handler's answer when it is not a plain 200 'success': its own status, message, or both. */
export class RestReply {
  constructor(readonly data: unknown, readonly msg = 'success', readonly status = 200, readonly headers?: Record<string, string>) {}
}

/** A handler's answer that is a file (a report PDF, a receipt) rather than an envelope; 'inline' opens in the browser. */
export class RestFile {
  constructor(readonly body: Buffer, readonly contentType: string, readonly fileName: string, readonly disposition: 'attachment' | 'inline' = 'attachment') {}
}

export type RestHandler = (ctx: RestContext, req: Request) => Promise<unknown>;

/** SPEC section 7: every call goes to the API root; calls marked (pay) go to the pay root instead. */
export type RestRoot = 'api' | 'pay';
export const REST_ROOT_PATHS: Readonly<Record<RestRoot, string>> = { api: '/api', pay: '/pay' };

/** What the route takes and answers, as zod schemas: the OpenAPI document is generated from them and the contract
 * test checks real answers against `data`. */
export interface RestSchemas {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The `data` of a 200 answer. */
  data: z.ZodType;
}

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  /** Where the route is served; the API root when omitted. */
  roots?: readonly RestRoot[];
  /** One or two sentences for the OpenAPI document. */
  description: string;
  schemas: RestSchemas;
  handler: RestHandler;
}

export function rootsOf(route: RestRoute): readonly RestRoot[] {
  return route.roots ?? ['api'];
}

/** A JSON body checked at the edge; a body that does not fit answers 400 and names the fields. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))].join(', ');
    throw new AppError('BAD_REQUEST', 'bad_input', `Invalid request body: ${fields}.`);
  }
  return parsed.data;
}

/** A whole positive id from a path segment; anything else matches nothing. */
export function idParam(value: string | undefined, notFound: AppError): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id)) throw notFound;
  return id;
}

/** SPEC section 5: a reply is a success only when the HTTP status and `result` are both 200. */
export function sendEnvelope(res: Response, status: number, data: unknown, msg: string): void {
  res.status(status).json({ result: status, data, msg });
}

/** A service's problems as the envelope: the first problem sets the status (from its domain's table) and message;
 * `data` carries all of them for the client, and a rate limit adds Retry-After. */
export function problemReply<C extends string>(problems: Array<Problem<C>>, table: StatusTable<C>, data: Record<string, unknown> = {}): RestReply {
  const first = problems[0];
  if (!first) return new RestReply({ ...data, errors: [] }, 'Invalid request.', 400);
  const headers = first.retryAfterSeconds ? { 'Retry-After': String(first.retryAfterSeconds) } : undefined;
  return new RestReply({ ...data, errors: problems }, first.message, table[first.code], headers);
}
