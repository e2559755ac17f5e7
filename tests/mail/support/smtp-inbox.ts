// A real SMTP server in the test process (smtp-server) that parses what it receives (mailparser): the far end of
// the mail tests. It can require a login, refuse given recipients for good, and stop and start on the same port.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASS = 'secret-pass';

export interface SmtpInbox {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL would say it. */
  url: string;
  messages: ParsedMail[];
  /** Recipients answered with a permanent 550. */
  rejected: Set<string>;
  /** Stops listening (connections are refused) until start() is called again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Messages sent to one address, oldest first. */
  to(address: string): ParsedMail[];
}

function createServer(inbox: { messages: ParsedMail[]; rejected: Set<string> }): SMTPServer {
  return new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (inbox.rejected.has(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.messages.push(mail);
        callback();
      }, callback);
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const state = { messages: [] as ParsedMail[], rejected: new Set<string>() };
  let server: SMTPServer | null = createServer(state);
  const port = await listen(server, 0);
  return {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    ...state,
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      server = createServer(state);
      await listen(server, port);
    },
    to(address) {
      return state.messages.filter((mail) => {
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        return to.some((entry) => entry.value.some((value) => value.address === address));
      });
    },
  };
}

/** The links of a mail's HTML body, in order. */
export function linksOf(mail: ParsedMail): URL[] {
  const html = typeof mail.html === 'string' ? mail.html : '';
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));
}
