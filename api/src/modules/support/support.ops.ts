// The operators' list of open support requests, priority support first, then refunds: GET /ops/support-requests with
// `Authorization: Bearer $OPERATOR_TOKEN`. Without OPERATOR_TOKEN configured the route answers 404, as does a wrong token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express, Request } from 'express';
import { openSupportRequests, supportPromise } from './support.service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

function authorised(req: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export function mountSupportOps(app: Express, orm: MikroORM, operatorToken: string | undefined): void {
  app.get('/ops/support-requests', async (req, res) => {
    if (!operatorToken || !authorised(req, operatorToken)) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    const rows = await openSupportRequests(orm.em.fork());
    res.set('Cache-Control', 'no-store').json(rows.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      priority: row.priority,
      answerWithinWorkingDays: supportPromise(row.priority).workingDays,
      topic: row.topic,
      email: row.email,
      name: row.name ?? null,
      orderNumber: row.order?.orderNumber ?? null,
      orderStatus: row.order?.status ?? null,
      message: row.message,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
    })));
  });
}
