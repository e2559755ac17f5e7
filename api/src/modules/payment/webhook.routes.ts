// POST /webhooks/stripe and /webhooks/paypal: the raw body goes to the provider's signature check; a bad, stale or
// future-dated signature answers 400, so does a signed event we cannot read (kept for inspection), a replay 200 (the
// provider stops retrying), an error of ours 500 (it retries later).
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type Request, type Response } from 'express';
import type { Payments } from './payment.runtime.js';
import { MalformedWebhookError, WebhookSignatureError } from './providers/provider.js';
import { handleWebhook, WebhookNotConfiguredError } from './webhook.service.js';

function headersOf(req: Request): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(',') : value;
  return headers;
}

export function mountWebhooks(app: Express, orm: MikroORM, payments: Payments): void {
  const raw = express.raw({ type: () => true, limit: '1mb' });
  for (const provider of ['stripe', 'paypal'] as const) {
    app.post(`/webhooks/${provider}`, raw, async (req: Request, res: Response) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const outcome = await handleWebhook(orm.em.fork(), payments, provider, body, headersOf(req), new Date());
        res.status(200).json({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          req.log.warn({ provider, reason: error.message }, 'webhook signature rejected');
          res.status(400).json({ received: false, error: 'invalid signature' });
        } else if (error instanceof MalformedWebhookError) {
          req.log.warn({ provider, reason: error.message }, 'malformed webhook kept for inspection');
          res.status(400).json({ received: false, error: 'malformed event' });
        } else if (error instanceof WebhookNotConfiguredError) {
          res.status(404).json({ received: false, error: 'not configured' });
        } else {
          req.log.error({ err: error, provider }, 'webhook handling failed');
          res.status(500).json({ received: false, error: 'try again later' });
        }
      }
    });
  }
}
