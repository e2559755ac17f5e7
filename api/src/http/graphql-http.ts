// Apollo Server on express, written here instead of taken from @as-integrations/express5, for the cost of a request:
// - that package reads the query string with url.parse, which on Node 24 walks the call stack on every call (about
//   55 us, a seventh of a small request's CPU here);
// - it answers with res.send, which hashes every body for an ETag that no POST uses;
// - behind `compression` a large answer left in gzip chunks, one socket write each (chunked encoding).
// A complete answer is compressed here in one piece and written with its length in one write. Answers of the public
// reference reads are kept and sent again without running them (reference-answers.ts).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { trustedReferenceData } from '../modules/reference/reference-data.js';
import { referenceAnswers, type ReferenceAnswer } from './reference-answers.js';

/** Smaller answers go out as they are (the `compression` package's default threshold). */
const THRESHOLD_BYTES = 1024;
/** Up to this size an answer is compressed on the event loop (well under a millisecond); larger ones off it. */
const SYNC_LIMIT_BYTES = 64 * 1024;

type Encoding = 'br' | 'gzip';

/** Brotli quality 4 and gzip's default level: what `compression` used, a balance of speed and size. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The client's accepted encodings with their weights, as RFC 9110 section 12.5.3 writes them ("gzip;q=0.8, br"). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestWeight = 0;
  let wildcard: number | null = null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.toLowerCase().startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (coding === '*') wildcard = weight;
    else weights.set(coding, weight);
  }
  // Brotli first on a tie: smaller for the same CPU at these settings.
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? wildcard ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function compressSync(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}

function compress(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body);
}

/** `encoded`: the text's compressed forms by content coding, used and filled in (a kept answer's). */
async function sendComplete(req: Request, res: Response, text: string, encoded?: Map<string, Buffer>): Promise<void> {
  let body: Buffer = Buffer.from(text);
  res.appendHeader('vary', 'Accept-Encoding');
  const encoding = body.length >= THRESHOLD_BYTES && req.method !== 'HEAD' ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const known = encoded?.get(encoding);
    body = known ?? (body.length <= SYNC_LIMIT_BYTES ? compressSync(encoding, body) : await compress(encoding, body));
    if (!known) encoded?.set(encoding, body);
    res.setHeader('content-encoding', encoding);
  }
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** A reference read's answer as it may be kept: a complete success computed from the same reference data throughout. */
function keepable(status: number, headers: HeaderMap, text: string, data: ReferenceAnswer['data'] | undefined): ReferenceAnswer | undefined {
  if (!data || status !== 200 || trustedReferenceData() !== data) return undefined;
  if ((JSON.parse(text) as { errors?: unknown }).errors !== undefined) return undefined;
  return { data, status, headers: [...headers], text, encoded: new Map() };
}

export function graphqlHandler<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (args: { req: Request; res: Response }) => Promise<C>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return (req, res, next) => {
    answer(server, context, req, res).catch(next);
  };
}

async function answer<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (args: { req: Request; res: Response }) => Promise<C>,
  req: Request,
  res: Response,
): Promise<void> {
  const key = referenceAnswers.keyOf(req.method, req.body, req.headers.accept);
  const data = key === null ? undefined : trustedReferenceData();
  const kept = key === null ? undefined : referenceAnswers.get(key, data);
  if (kept) {
    for (const [name, value] of kept.headers) res.setHeader(name, value);
    res.statusCode = kept.status;
    await sendComplete(req, res, kept.text, kept.encoded);
    return;
  }
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const queryAt = req.url.indexOf('?');
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: queryAt === -1 ? '' : req.url.slice(queryAt), body: req.body },
    context: () => context({ req, res }),
  });
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    const answer = key === null ? undefined : keepable(res.statusCode, response.headers, response.body.string, data);
    if (key !== null && answer) referenceAnswers.keep(key, answer);
    await sendComplete(req, res, response.body.string, answer?.encoded);
    return;
  }
  // Incremental delivery (@defer): each part as it comes, uncompressed so none waits in a compressor's buffer.
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
