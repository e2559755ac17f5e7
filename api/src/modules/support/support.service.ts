// Writing to support: a question from the contact form, or a refund request tied to one of the sender's orders.
// Each is stored for operators, mailed to the support address and confirmed to the sender in one transaction, and
// limited per IP and per address (it sends mail). Holders of priority support are flagged, listed first and promised
// an answer within one working day instead of two.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.js';
import { normaliseEmail } from '../../shared/email.js';
import { Feature } from '../entitlement/entitlement.entity.js';
import { holds, memberHolder } from '../entitlement/entitlement.service.js';
import { fail, ok, type Problem } from '../../shared/result.js';
import { MailTemplate } from '../mail/mail-outbox.entity.js';
import { announceMailQueued, enqueueMail } from '../mail/mail.service.js';
import { Order } from '../order/order.entity.js';
import { hitAll, type RateRule } from '../rate-limit/rate-limit.service.js';
import { User } from '../user/user.entity.js';
import { SUPPORT_MESSAGES, SupportErrorCode, type SupportResult } from './support.codes.js';
import { SupportKind, SupportRequest, SupportTopic } from './support-request.entity.js';

const HOUR = 3600_000;
export const SUPPORT_PER_IP: RateRule = { name: 'support:ip', limit: 5, windowMs: HOUR };
export const SUPPORT_PER_ADDRESS: RateRule = { name: 'support:address', limit: 3, windowMs: HOUR };
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 4000;
const ORDER_NUMBER = /^MP\d{16}$/;

/** The answer we promise, in working days. */
export const RESPONSE_WORKING_DAYS = { priority: 1, standard: 2 } as const;

export interface SupportPromise {
  priority: boolean;
  workingDays: number;
}

export function supportPromise(priority: boolean): SupportPromise {
  return { priority, workingDays: priority ? RESPONSE_WORKING_DAYS.priority : RESPONSE_WORKING_DAYS.standard };
}

/**
 * Whether a sender holds priority support: the signed-in member, else the address the form gives. Only the mailbox
 * learns the outcome for an address (the confirmation mail), so the form tells a stranger nothing about who is a member.
 */
export async function holdsPrioritySupport(em: EntityManager, viewer: User | null, address: string | null, now: Date): Promise<boolean> {
  if (viewer) return holds(em, memberHolder(viewer), Feature.PRIORITY_SUPPORT, now);
  return address ? holds(em, { email: address }, Feature.PRIORITY_SUPPORT, now) : false;
}

export interface SupportInput {
  kind: SupportKind;
  topic: SupportTopic;
  email: string;
  name?: string | null;
  orderNumber?: string | null;
  message: string;
}

export interface SupportContext {
  ip: string;
  locale: Locale;
  supportAddress: string;
  /** The signed-in member, whose orders count as theirs whatever address the form gives. */
  viewer: User | null;
}

const problem = (code: SupportErrorCode, field?: string): Problem<SupportErrorCode> => ({ code, message: SUPPORT_MESSAGES[code], ...(field ? { field } : {}) });

function inputProblems(input: SupportInput, address: string | null): Array<Problem<SupportErrorCode>> {
  const problems: Array<Problem<SupportErrorCode>> = [];
  if (!address) problems.push(problem(SupportErrorCode.INVALID_EMAIL, 'email'));
  const length = [...input.message.trim()].length;
  if (length < MESSAGE_MIN) problems.push(problem(SupportErrorCode.MESSAGE_TOO_SHORT, 'message'));
  if (length > MESSAGE_MAX) problems.push(problem(SupportErrorCode.MESSAGE_TOO_LONG, 'message'));
  if (input.kind === SupportKind.REFUND && !input.orderNumber?.trim()) problems.push(problem(SupportErrorCode.ORDER_REQUIRED, 'orderNumber'));
  return problems;
}

/** The sender's order with this number: bought with this address, or by the signed-in member. */
async function senderOrder(em: EntityManager, orderNumber: string, address: string, viewer: User | null): Promise<Order | null> {
  const number = orderNumber.trim().toUpperCase();
  if (!ORDER_NUMBER.test(number)) return null;
  const order = await em.findOne(Order, { orderNumber: number });
  if (!order) return null;
  return order.email === address || (viewer && order.user?.id === viewer.id) ? order : null;
}

export async function submitSupportRequest(em: EntityManager, input: SupportInput, ctx: SupportContext, now: Date): Promise<SupportResult<SupportRequest>> {
  const address = normaliseEmail(input.email.trim());
  const problems = inputProblems(input, address);
  if (problems.length > 0 || !address) return { ok: false, errors: problems };
  const limited = await hitAll(em, [{ rule: SUPPORT_PER_IP, subject: ctx.ip }, { rule: SUPPORT_PER_ADDRESS, subject: address }], now);
  if (!limited.allowed) return fail(SupportErrorCode.RATE_LIMITED, SUPPORT_MESSAGES.RATE_LIMITED, undefined, limited.retryAfterSeconds);
  const order = input.orderNumber?.trim() ? await senderOrder(em, input.orderNumber, address, ctx.viewer) : null;
  if (input.orderNumber?.trim() && !order) return fail(SupportErrorCode.ORDER_NOT_FOUND, SUPPORT_MESSAGES.ORDER_NOT_FOUND, 'orderNumber');
  const priority = await holdsPrioritySupport(em, ctx.viewer, address, now);

  const request = await em.transactional(async (tx) => {
    const row = tx.create(SupportRequest, {
      reference: '',
      kind: input.kind,
      topic: input.kind === SupportKind.REFUND ? SupportTopic.ORDER : input.topic,
      email: address,
      name: input.name?.trim().slice(0, 120) || undefined,
      order: order ? tx.getReference(Order, order.id) : undefined,
      user: ctx.viewer ? tx.getReference(User, ctx.viewer.id) : undefined,
      message: input.message.trim(),
      locale: ctx.locale,
      priority,
      createdAt: now,
    });
    row.reference = `S-${row.id.slice(0, 8).toUpperCase()}`;
    const common = { reference: row.reference, kind: row.kind, orderNumber: order?.orderNumber ?? null, message: row.message, priority };
    await enqueueMail(tx, {
      to: ctx.supportAddress,
      template: MailTemplate.SUPPORT_REQUEST,
      locale: 'EN',
      data: { ...common, from: address, topic: row.topic, language: ctx.locale },
    });
    await enqueueMail(tx, { to: address, template: MailTemplate.SUPPORT_CONFIRMATION, locale: ctx.locale, data: common });
    return row;
  });
  announceMailQueued();
  return ok(request);
}

/** Open requests for operators: priority support first, then refunds, oldest first within each. */
export async function openSupportRequests(em: EntityManager): Promise<SupportRequest[]> {
  const rows = await em.find(SupportRequest, { status: 'open' as SupportRequest['status'] }, { populate: ['order'], orderBy: { createdAt: 'asc' } });
  const rank = (row: SupportRequest) => (row.priority ? 0 : 2) + (row.kind === SupportKind.REFUND ? 0 : 1);
  // Array sort is stable: the oldest stays first within a rank.
  return rows.sort((a, b) => rank(a) - rank(b));
}
