// A browser-like client of the account API for tests: keeps the session cookie between calls, and reads the codes
// and links the API mails (delivered to a real SMTP inbox and parsed).
import type { ParsedMail } from 'mailparser';
import type { TestServer } from '../support/test-server.js';
import { deliver } from '../mail/support/fixtures.js';
import type { SmtpInbox } from '../mail/support/smtp-inbox.js';

/** Test replies are checked by expect() against literal values, not by the type checker. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Reply<T> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  setCookie: string | null;
}

export class Member {
  cookie: string | null = null;

  constructor(private readonly server: TestServer, readonly ip: string) {}

  async graphql<T = Record<string, Loose>>(query: string, variables: Record<string, unknown> = {}): Promise<Reply<T>> {
    const response = await fetch(`${this.server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...(await response.json()), setCookie: this.keep(response) };
  }

  async rest(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: { result: number; data: Loose; msg: string }; setCookie: string | null }> {
    const response = await fetch(`${this.server.baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), setCookie: this.keep(response) };
  }

  /** Keeps the session cookie the way a browser does (an emptied cookie is dropped). */
  private keep(response: Response): string | null {
    const header = response.headers.get('set-cookie');
    const match = header ? /mp_session=([^;]*)/.exec(header) : null;
    if (match) this.cookie = match[1] ? `mp_session=${match[1]}` : null;
    return header;
  }
}

/** Delivers the outbox and returns the newest mail to `address`. */
export async function newestMail(server: TestServer, inbox: SmtpInbox, address: string): Promise<ParsedMail> {
  await deliver(server, inbox);
  const mails = inbox.to(address);
  if (mails.length === 0) throw new Error(`no mail to ${address}`);
  return mails[mails.length - 1]!;
}

export function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

export const ME = '{ me { id email name hasPassword emailVerified } }';
export const MY_REPORTS = '{ myReports { id kind status exam reportToken resultToken orderNumber personality { fullCode } } }';
export const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input, locale: "EN") { sent errors { code field } } }`;
export const CONFIRM = `mutation ($email: String!, $code: String!) { confirmSignUp(email: $email, code: $code) { user { id email name } errors { code field } } }`;
export const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { id email } errors { code field retryAfterSeconds } } }`;
