// The operator's partner command (npm run partner -- <create|key|revoke|list> ...): parsing and wording only; the
// work is in partner.keys.ts. Keys and webhook secrets are printed once, here, and never again.
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createPartner, issueKey, listPartners, parseScopes, revoke } from './partner.keys.js';

export const USAGE = `npm run partner -- create NAME [--origin https://app.example] [--webhook https://example/hook]
                                  [--scopes reports,orders,stats] [--code CODE] [--rate-limit 120]
npm run partner -- key NAME [--scopes reports]      another key for a partner (rotation)
npm run partner -- revoke NAME|KEY_PREFIX           a whole partner, or one key (mp_xxxxxxxx)
npm run partner -- list`;

export async function runPartnerCommand(em: EntityManager, argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      origin: { type: 'string', multiple: true },
      webhook: { type: 'string' },
      scopes: { type: 'string' },
      code: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  const name = rest.join(' ').trim();
  switch (command) {
    case 'create': {
      if (!name) throw new Error(USAGE);
      const rate = values['rate-limit'] ? Number(values['rate-limit']) : undefined;
      if (rate !== undefined && (!Number.isInteger(rate) || rate < 1 || rate > 100_000)) throw new Error('--rate-limit is requests a minute, 1-100000.');
      const issued = await createPartner(em, {
        name, origins: values.origin, webhookUrl: values.webhook, scopes: parseScopes(values.scopes), code: values.code, rateLimitPerMinute: rate,
      });
      return [
        `partner ${issued.partner.name} created`,
        `  code:           ${issued.code}   (links: ?partner=${issued.code}; API: startTest(input: { partnerCode })`,
        `  API key:        ${issued.key}`,
        `  webhook secret: ${issued.webhookSecret}`,
        'Both secrets are shown this once; only a hash of the key is stored.',
      ].join('\n');
    }
    case 'key': {
      if (!name) throw new Error(USAGE);
      const { key } = await issueKey(em, name, parseScopes(values.scopes));
      return `API key for ${name}: ${key}\nShown this once; only its hash is stored.`;
    }
    case 'revoke':
      if (!name) throw new Error(USAGE);
      return revoke(em, name);
    case 'list': {
      const partners = await listPartners(em);
      if (partners.length === 0) return 'no partners';
      return partners.map((partner) => [
        `${partner.name}${partner.active ? '' : ' (revoked)'}  codes ${partner.codes.join(', ')}  origins ${partner.origins.join(', ') || '-'}  webhook ${partner.webhookUrl ?? '-'}`,
        ...partner.keys.map((key) => `  ${key.prefix}  ${key.scopes.join(',')}  ${key.active ? 'active' : 'revoked'}  last used ${key.lastUsedAt?.toISOString() ?? 'never'}`),
      ].join('\n')).join('\n');
    }
    default:
      throw new Error(USAGE);
  }
}
