// The published GraphQL contract (schema/schema.graphql, the reviewed file) for partners to download, and the example
// operations Apollo Sandbox opens with in development.
import path from 'node:path';
import type { Express } from 'express';
import { ROOT_DIR } from '../config.js';

export const CONTRACT_FILE = path.join(ROOT_DIR, 'schema', 'schema.graphql');

export function mountContract(app: Express): void {
  app.get('/schema.graphql', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'no-cache').sendFile(CONTRACT_FILE);
  });
}

/** What Sandbox shows first: the member's own data (cookies are included) and a partner's reports (add the key). */
export const SANDBOX_EXAMPLES = `# Signed in on this server? Cookies are sent, so these answer for you.
query Me {
  me { id email name vip subscriptions { id status planCode currentPeriodEnd } }
  myReports { id kind status exam completedAt personality { fullCode } }
}

# Partner calls: add the header  Authorization: Bearer mp_...
query PartnerReports {
  partner {
    name
    scopes
    reports(limit: 10) { id status kind completedAt personality { fullCode } document { title pdfUrl } }
    webhookDeliveries(limit: 10) { id event status attempts lastStatus }
  }
}

query PersonalityTypes {
  personalityTypes(locale: "EN") { code title summary }
}
`;
