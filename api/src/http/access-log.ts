// Request ids and the access log. What pino-http did, without its cost on every request: the request's child logger
// (the request id bound, its serializers and redaction run) is made only when something logs through it, and the
// access line is built only when its level is enabled.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { loggablePath } from '../logger.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: the client's x-request-id when well-formed, else a new one; echoed in the response. */
    id: string;
    /** The logger bound to this request (its id, method and path). */
    log: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Paths not written to the access log (polled by load balancers). */
const QUIET_PATHS = new Set(['/healthz']);

export function accessLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    // Query strings may carry emails or tokens: the path only, with its tokens masked.
    const fields = () => ({ id, method: req.method, path: loggablePath(req.originalUrl) });
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= log.child({ req: fields() })),
    });
    if (QUIET_PATHS.has(req.url)) {
      next();
      return;
    }
    const started = performance.now();
    let logged = false;
    const done = (error?: Error) => {
      if (logged) return;
      logged = true;
      const aborted = !res.writableFinished;
      const level = error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 || aborted ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const line = { req: fields(), res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started), ...(error ? { err: error } : {}) };
      log[level](line, aborted ? 'request aborted' : error ? 'request errored' : 'request completed');
    };
    res.once('finish', () => done());
    res.once('close', () => done());
    res.once('error', done);
    next();
  };
}
