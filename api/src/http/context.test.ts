import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Payments } from '../modules/payment/payment.runtime.js';
import { createRequestContext, readClientHeaders } from './context.js';

function request(headers: Record<string, string>): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { id: 'req-1', log: {} as Logger, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
}

const deps = { orm: { em: { fork: () => ({ forked: true }) } } as unknown as MikroORM, payments: {} as Payments };

describe('request context', () => {
  it('reads the client headers of SPEC section 7', () => {
    expect(readClientHeaders(request({ logid: 'L1', 'App-Version': '2.3.0', 'Exam-App-Id': '87', hl: 'fr', uid: 'u-9' })))
      .toEqual({ logid: 'L1', appVersion: '2.3.0', examAppId: '87', hl: 'fr', uid: 'u-9' });
  });

  it('trims, drops empty values and caps long ones', () => {
    const headers = readClientHeaders(request({ logid: '  ', uid: 'x'.repeat(500) }));
    expect(headers.logid).toBeUndefined();
    expect(headers.uid).toHaveLength(128);
  });

  it('forks its own EntityManager and takes the locale from hl, else EN', () => {
    const french = createRequestContext(request({ hl: 'fr' }), undefined, deps);
    expect(french.em).toEqual({ forked: true });
    expect(french.em).not.toBe(createRequestContext(request({}), undefined, deps).em);
    expect(french.locale).toBe('FR');
    expect(french.requestId).toBe('req-1');
    expect(createRequestContext(request({ hl: 'xx' }), undefined, deps).locale).toBe('EN');
  });

  it('makes the request\'s logger only when something logs, also through a copy of the context', () => {
    let made = 0;
    const logger = {} as Logger;
    const req = request({});
    Object.defineProperty(req, 'log', { get: () => { made += 1; return logger; } });
    const context = createRequestContext(req, undefined, deps);
    // Apollo Server's copy of a context for each operation (cloneObject).
    const copy = Object.assign(Object.create(Object.getPrototypeOf(context) as object) as typeof context, context);
    expect(made).toBe(0);
    expect(copy.log).toBe(logger);
    expect(context.log).toBe(logger);
    expect(made).toBe(2);
  });
});
