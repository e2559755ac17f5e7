// What each template needs in its outbox row's `data`, checked when the mail is rendered (a row that does not fit
// fails for good instead of being retried). Enqueuers get the input types, so a missing field fails the type check.
import { z } from 'zod';
import { MailTemplate } from './mail-outbox.entity.js';
import { TOKEN_PATTERN } from '../../shared/tokens.js';

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');
const token = z.string().regex(TOKEN_PATTERN);
/** The {code}-{examId} segment of web routes (SPEC section 2). */
export const DEFAULT_EXAM_SEGMENT = 'BMBTI-1836';
const examSegment = z.string().regex(/^[A-Za-z][A-Za-z0-9]*-\d+$/).default(DEFAULT_EXAM_SEGMENT);
const interval = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
const minutes = z.number().int().min(1).max(7 * 24 * 60);

/** An amount as enqueued: pre-formatted, plus what it takes to format it again in the mail's language. */
const money = {
  amount: z.string().max(40),
  amountMinor: z.number().int().optional(),
  currency: z.string().length(3).optional(),
  fractionDigits: z.number().int().min(0).max(4).optional(),
};

export const reportReadyData = z.object({
  /** 'purchase': the report just bought; 'retrieve': every report of the address, asked for by email. */
  context: z.enum(['purchase', 'retrieve']).default('purchase'),
  reports: z.array(z.object({
    /** 'free' opens the free result with the attempt token; 'paid' opens the in-depth report with the report token. */
    kind: z.enum(['free', 'paid']),
    token,
    exam: examSegment,
    typeCode: z.string().max(16).nullish(),
    date: isoDate.nullish(),
  })).min(1).max(50),
});

export const trialReminderData = z.object({
  subscriptionId: z.string().optional(),
  chargesAt: isoDate,
  ...money,
  planTitle: z.string().max(120).optional(),
  interval: interval.optional(),
  intervalCount: z.number().int().min(1).max(52).optional(),
  cancelToken: token.optional(),
  exam: examSegment,
});

export const cancellationConfirmationData = z.object({
  subscriptionId: z.string().optional(),
  accessUntil: isoDate,
  /** True when access ended with the cancellation (a plan behind on payment). */
  endedNow: z.boolean().default(false),
  exam: examSegment,
});

export const paymentReceiptData = z.object({
  orderId: z.string().optional(),
  orderNumber: z.string().max(32),
  orderToken: z.string().optional(),
  skuCode: z.string().max(40),
  itemTitle: z.string().max(200).optional(),
  ...money,
  paidAt: isoDate,
  exam: examSegment,
});

export const signInLinkData = z.object({
  /** Path and query of the sign-in page with its one-time token, e.g. /user/login/BMBTI-1836?s=...; made absolute. */
  path: z.string().max(2000).regex(/^\/(?!\/)/, 'must be a path on this site'),
  expiresInMinutes: minutes,
  /** 'request': the member asked for it; 'purchase': the account made by a first purchase, opened without a password. */
  context: z.enum(['request', 'purchase']).default('request'),
});

export const cancelLinkData = z.object({
  /** Path and query of the cancel page with its one-time token, e.g. /cancel/subscription/BMBTI-1836?c=...; made absolute. */
  path: z.string().max(2000).regex(/^\/(?!\/)/, 'must be a path on this site'),
  expiresInMinutes: minutes,
});

export const verificationCodeData = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{4,12}$/),
  expiresInMinutes: minutes,
});

const supportFields = {
  reference: z.string().max(16),
  kind: z.enum(['question', 'refund']),
  orderNumber: z.string().max(32).nullish(),
  message: z.string().max(4000),
  /** The sender holds priority support (a member): answered first, within one working day. Absent in older rows. */
  priority: z.boolean().default(false),
};

export const supportRequestData = z.object({
  ...supportFields,
  from: z.string().max(254),
  topic: z.string().max(32),
  language: z.string().max(8),
});

export const supportConfirmationData = z.object(supportFields);

export const privacyLinkData = z.object({
  /** 'export' and 'delete': data self-service by mailed link; 'confirm-email': a new address for an order. */
  purpose: z.enum(['export', 'delete', 'confirm-email']),
  /** Path and query of the page that spends the one-time token, e.g. /privacy/BMBTI-1836?s=...; made absolute. */
  path: z.string().max(2000).regex(/^\/(?!\/)/, 'must be a path on this site'),
  expiresInMinutes: minutes,
});

export const MAIL_DATA = {
  [MailTemplate.REPORT_READY]: reportReadyData,
  [MailTemplate.TRIAL_REMINDER]: trialReminderData,
  [MailTemplate.CANCELLATION_CONFIRMATION]: cancellationConfirmationData,
  [MailTemplate.PAYMENT_RECEIPT]: paymentReceiptData,
  [MailTemplate.SIGN_IN_LINK]: signInLinkData,
  [MailTemplate.VERIFICATION_CODE]: verificationCodeData,
  [MailTemplate.CANCEL_LINK]: cancelLinkData,
  [MailTemplate.SUPPORT_REQUEST]: supportRequestData,
  [MailTemplate.SUPPORT_CONFIRMATION]: supportConfirmationData,
  [MailTemplate.PRIVACY_LINK]: privacyLinkData,
} as const satisfies Record<MailTemplate, z.ZodType>;

export type MailDataInput<T extends MailTemplate> = z.input<(typeof MAIL_DATA)[T]>;
export type MailData<T extends MailTemplate> = z.output<(typeof MAIL_DATA)[T]>;

/** Files sent with a mail, stored in the row as base64 (a PDF report, for instance). */
export const storedAttachments = z.array(z.object({
  filename: z.string().min(1).max(200),
  contentBase64: z.string(),
  contentType: z.string().max(100).optional(),
})).max(5).optional();

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}
