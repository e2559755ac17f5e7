// The one HTTP process: health, request ids, redacted logs, client headers, the REST facade and the web app.
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mindprint-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Mindprint</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'index-AbCdEf12.js'), 'console.log("app")');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'routes.json'), JSON.stringify(['/', '/landing/:variant/:exam', '/report/result/:exam', '/paying/paypage copy/:exam']));
  server = await startTestServer({ env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database as up', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('keep-alive', () => {
  /** Status codes of the answers read on `socket` so far, and a wait for the next one (refused if the socket closes). */
  function answers(socket: net.Socket) {
    let text = '';
    let closed = false;
    const waiters: Array<() => void> = [];
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      waiters.splice(0).forEach((wake) => wake());
    });
    socket.on('close', () => {
      closed = true;
      waiters.splice(0).forEach((wake) => wake());
    });
    const statuses = () => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    return {
      async count(n: number): Promise<string[]> {
        while (statuses().length < n) {
          if (closed) throw new Error(`the server closed the connection after ${statuses().length} answer(s)`);
          await new Promise<void>((resolve) => waiters.push(resolve));
        }
        return statuses();
      },
    };
  }

  it('answers a request sent on a connection left idle past Node\'s default keep-alive (closed at 6 s)', async () => {
    const url = new URL(server.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    try {
      const read = answers(socket);
      const get = `GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`;
      socket.write(get);
      expect(await read.count(1)).toEqual(['200']);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      socket.write(get);
      expect(await read.count(2)).toEqual(['200', '200']);
    } finally {
      socket.destroy();
    }
  }, 20_000);
});

describe('request context and logs', () => {
  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const fresh = await fetch(`${server.baseUrl}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678');
    const junk = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(junk.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('redacts authorization and cookie headers and logs no query string', async () => {
    server.logs.length = 0;
    await server.graphql('{ exams { id } }', undefined, {
      authorization: 'Bearer secret-token-value',
      cookie: 'session=secret-cookie-value',
    });
    await fetch(`${server.baseUrl}/api/exam/info/1836?email=someone%40example.com`);
    const text = JSON.stringify(server.logs);
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('secret-cookie-value');
    expect(text).not.toContain('someone');
    const requestLine = server.logs.find((line) => (line.req as { path?: string } | undefined)?.path === '/graphql');
    expect(requestLine).toBeDefined();
    expect((requestLine!.req as { id: string }).id).toBeTruthy();
  });

  it('reads the hl header into the request locale', async () => {
    const reply = await server.graphql<{ exam: { title: string } }>('{ exam(id: 1836) { title } }', undefined, { hl: 'KR' });
    expect(reply.data!.exam.title).toMatch(/[\uac00-\ud7af]/);
  });
});

describe('REST compatibility facade', () => {
  it('answers with the { result, data, msg } envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/exam/question/list/1836/EN`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: number; data: Array<{ key: string }>; msg: string };
    expect(body.result).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    const skus = (await (await fetch(`${server.baseUrl}/api/exam/sku/list/1836/DE/DE`)).json()) as { data: Array<{ price: { currency: { code: string } } }> };
    expect(skus.data[0]!.price.currency.code).toBe('EUR');
    const help = (await (await fetch(`${server.baseUrl}/api/app/help/list/1836/JA`)).json()) as { data: unknown[] };
    expect(help.data.length).toBeGreaterThan(0);
  });

  it('maps not-found and bad input to 404 and 400 with a message', async () => {
    const missing = await fetch(`${server.baseUrl}/api/exam/info/abc`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ result: 404, data: null });
    const locale = await fetch(`${server.baseUrl}/api/app/protocol/list/1836/XX`);
    expect(locale.status).toBe(400);
    expect(((await locale.json()) as { msg: string }).msg).toMatch(/Unknown locale/);
    const nothing = await fetch(`${server.baseUrl}/api/no/such/path`);
    expect(nothing.status).toBe(404);
    const badJson = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(badJson.status).toBe(400);
  });
});

describe('web app', () => {
  it('serves index.html for app routes (SPA fallback) without caching it', async () => {
    for (const route of ['/', '/landing/founder/BMBTI-1836', '/report/result/BMBTI-1836?x=1']) {
      const response = await fetch(`${server.baseUrl}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers paths no route matches with the app and a real 404 status', async () => {
    for (const route of ['/no/such/page', '/landing/founder/not-an-exam', '/report/result']) {
      const response = await fetch(`${server.baseUrl}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    const encoded = await fetch(`${server.baseUrl}/paying/paypage%20copy/BMBTI-1836`, { headers: { accept: 'text/html' } });
    expect(encoded.status).toBe(200);
  });

  it('caches hashed assets for a year and revalidates unhashed files', async () => {
    const hashed = await fetch(`${server.baseUrl}/assets/index-AbCdEf12.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer API or missing asset paths with the app', async () => {
    const missingAsset = await fetch(`${server.baseUrl}/assets/missing-12345678.js`);
    expect(missingAsset.status).toBe(404);
  });
});

describe('compression', () => {
  it('gzips sizeable responses for clients that accept it', async () => {
    const response = await fetch(`${server.baseUrl}/api/exam/question/list/1836/EN`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { result: number }).result).toBe(200);
  });

  /** A GraphQL POST as raw bytes, so the encoding and the length can be checked as sent. */
  function postGraphql(query: string, variables: Record<string, unknown>, acceptEncoding?: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
      }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(JSON.stringify({ query, variables }));
    });
  }

  const QUESTIONS = 'query Q($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { key text } }';

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => zlib.gunzipSync(body)],
    ['gzip', 'br;q=0.5, gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('sends a sizeable GraphQL answer as %s in one piece with its length (accepting "%s")', async (encoding, accept, decode) => {
    const { headers, body } = await postGraphql(QUESTIONS, { examId: 1836, locale: 'EN' }, accept);
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(headers.vary).toMatch(/accept-encoding/i);
    const reply = JSON.parse(decode(body).toString('utf8')) as { data: { questions: unknown[] } };
    expect(reply.data.questions.length).toBeGreaterThanOrEqual(60);
  });

  it('sends GraphQL answers as they are when the client takes no encoding we make, or when they are small', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const { headers, body } = await postGraphql(QUESTIONS, { examId: 1836, locale: 'EN' }, accept);
      expect(headers['content-encoding']).toBeUndefined();
      expect(Number(headers['content-length'])).toBe(body.length);
      expect((JSON.parse(body.toString('utf8')) as { data: { questions: unknown[] } }).data.questions.length).toBeGreaterThanOrEqual(60);
    }
    const small = await postGraphql('{ __typename }', {}, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('GraphQL landing page and introspection', () => {
  it('shows Apollo Sandbox outside production and allows introspection', async () => {
    const page = await fetch(`${server.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox/i);
    const reply = await server.graphql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(reply.data!.__schema.queryType.name).toBe('Query');
  });

  it('turns introspection and the landing page off in production', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://mindprint.test', WEB_DIST: webDist } });
    try {
      const reply = await production.graphql('{ __schema { queryType { name } } }');
      expect(reply.errors?.[0]?.message).toMatch(/introspection/i);
      const page = await fetch(`${production.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/sandbox/i);
    } finally {
      await production.close();
    }
  });
});
