// Operator report of payment incidents: money that arrived for a cancelled or superseded attempt (applied or refunded),
// refunds that failed, amounts that did not match, signed webhooks we could not read.
//   npm run payments -- incidents [--all] [--json]     open incidents (or all), newest first
//   npm run payments -- resolve <id> <note...>          mark one as handled, with what was done
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop `npm start` first: PGlite has one owner at a time).
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../logger.js';
import { listIncidents } from '../modules/payment/incidents.js';
import { IncidentStatus, PaymentIncident } from '../modules/payment/payment-incident.entity.js';
import { formatMoney } from '../shared/money.js';

const USAGE = `usage:
  npm run payments -- incidents [--all] [--json]
  npm run payments -- resolve <id> <note>`;

function describe(incident: PaymentIncident): string[] {
  const amount = incident.amountMinor != null && incident.currency
    ? formatMoney(incident.amountMinor, { code: incident.currency, fractionDigits: 2, decimalComma: false }, 'EN')
    : '-';
  return [
    String(incident.id),
    incident.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    incident.kind,
    incident.status,
    incident.order?.orderNumber ?? '-',
    `${incident.provider}${incident.providerRef ? ` ${incident.providerRef}` : ''}`,
    amount,
  ];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'incidents' && command !== 'resolve') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config, createLogger('warn'), { seed: false });
  try {
    const em = db.orm.em.fork();
    if (command === 'incidents') {
      const incidents = await listIncidents(em, { all: rest.includes('--all') });
      await em.populate(incidents, ['order']);
      if (rest.includes('--json')) {
        console.log(JSON.stringify(incidents.map((incident) => ({
          id: incident.id, createdAt: incident.createdAt, kind: incident.kind, status: incident.status,
          orderNumber: incident.order?.orderNumber, provider: incident.provider, providerRef: incident.providerRef,
          amountMinor: incident.amountMinor, currency: incident.currency, detail: incident.detail, resolvedAt: incident.resolvedAt,
        })), null, 2));
        return 0;
      }
      if (incidents.length === 0) {
        console.log(rest.includes('--all') ? 'No payment incidents.' : 'No open payment incidents.');
        return 0;
      }
      console.log(table([['id', 'created (UTC)', 'kind', 'status', 'order', 'provider', 'amount'], ...incidents.map(describe)]));
      for (const incident of incidents) console.log(`#${incident.id} ${JSON.stringify(incident.detail)}`);
      return 0;
    }
    const id = Number(rest[0]);
    const note = rest.slice(1).join(' ').trim();
    if (!Number.isInteger(id) || !note) {
      console.error(USAGE);
      return 2;
    }
    const incident = await em.findOne(PaymentIncident, id);
    if (!incident) {
      console.error(`No incident #${id}.`);
      return 1;
    }
    incident.status = IncidentStatus.RESOLVED;
    incident.resolvedAt = new Date();
    incident.detail = { ...incident.detail, resolution: note };
    await em.flush();
    console.log(`Incident #${id} resolved.`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
