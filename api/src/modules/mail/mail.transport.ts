// The SMTP connection mails leave through (nodemailer), built from SMTP_URL. Unset means no transport: mails then
// stay in the outbox, where the development mailbox shows them.
import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail.data.js';

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/** What delivery needs of a transport: nodemailer's transporter fits, and so does a test double. */
export interface MailTransport {
  sendMail(message: OutgoingMessage): Promise<{ messageId?: string }>;
}

/** Timeouts well inside the delivery lease (mail.delivery.ts), so a hanging server never outlives a claim. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
}
