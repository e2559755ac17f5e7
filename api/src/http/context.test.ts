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
});
