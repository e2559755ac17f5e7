// Creating orders: for a test sitting (the main purchase) or following a paid order (upsells, plans, VIP). Prices
// come from the catalog for the buyer's currency; the client only names what it wants.
import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadEntity } from '../../db/lean.js';
import type { Locale } from '../../shared/locale.js';
import { Attempt } from '../attempt/attempt.entity.js';
import { findAttemptRow } from '../attempt/attempt.service.js';
import { Currency } from '../catalog/currency.entity.js';
import { Exam } from '../exam/exam.entity.js';
import { SkuKind, Sku } from '../catalog/sku.entity.js';
import { findSku } from '../catalog/catalog.service.js';
import { referenceData, type SkuData } from '../reference/reference-data.js';
import { awaitPayment } from '../report/report.lifecycle.js';
import { announceMailQueued } from '../mail/mail.service.js';
import { mailOrderEmailConfirmation, moveOrderEmail } from '../privacy/order-email.js';
import { orderFail, orderOk, OrderErrorCode, type OrderResult } from './order.codes.js';
import { CONSENT_VERSION, renderConsent } from './consent.js';
import { Order, OrderStatus } from './order.entity.js';
import { lockBuyer, lockOrder, newOrderNumber } from './order.lookup.js';
import { priceSku, type PricedSku } from './order.pricing.js';
import { insertOrder } from './order.transitions.js';
import { ownedProducts } from '../entitlement/ownership.js';
import { isDbId } from '../../shared/ids.js';
import { newToken } from '../../shared/tokens.js';
import { cleanCountry } from '../../shared/country.js';
import { normaliseEmail } from '../../shared/email.js';

export interface ConsentInput {
  accepted: boolean;
  version: string;
}

export interface CreateOrderArgs {
  attemptToken: string;
  skuId: number;
  country: string;
  email: string;
  promoCode?: string | null;
  acceptTerms: boolean;
  trialConsent?: ConsentInput | null;
  idempotencyKey?: string | null;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Subscriptions renew on their own: they need an explicit yes to the current consent text. */
export function checkConsent(priced: PricedSku, consent: ConsentInput | null | undefined): OrderResult<void> {
  if (!priced.terms) return orderOk(undefined);
  if (!consent?.accepted) {
    return orderFail(OrderErrorCode.TRIAL_CONSENT_REQUIRED, 'Please agree to the subscription terms to continue.', 'trialConsent');
  }
  if (consent.version !== CONSENT_VERSION) {
    return orderFail(OrderErrorCode.CONSENT_OUTDATED, 'The subscription terms have changed; please read and agree again.', 'trialConsent');
  }
  return orderOk(undefined);
}

function orderByKey(em: EntityManager, key: string): Promise<Order | null> {
  return loadEntity(em, Order, 'select * from purchase_order where idempotency_key = ?', [key], { refresh: false });
}

/** The order a create with this key made already: the same again, or refused when it was for something else. */
function replayOf(existing: Order, attemptId: string, skuId: number): OrderResult<Order> {
  return existing.attempt?.id === attemptId && existing.sku.id === skuId
    ? orderOk(existing)
    : orderFail(OrderErrorCode.IDEMPOTENCY_KEY_REUSED, 'This idempotency key belongs to another order.', 'idempotencyKey');
}

async function replayCreate(em: EntityManager, key: string, attemptId: string, skuId: number): Promise<OrderResult<Order> | null> {
  const existing = await orderByKey(em, key);
  return existing && replayOf(existing, attemptId, skuId);
}

export async function createOrder(em: EntityManager, args: CreateOrderArgs, now: Date): Promise<OrderResult<Order>> {
  const key = args.idempotencyKey?.trim() || undefined;
  if (key && !IDEMPOTENCY_KEY.test(key)) {
    return orderFail(OrderErrorCode.INVALID_IDEMPOTENCY_KEY, 'Use 16 to 64 letters, digits, _ or -.', 'idempotencyKey');
  }
  const email = normaliseEmail(args.email);
  if (!email) return orderFail(OrderErrorCode.INVALID_EMAIL, 'Please enter a valid email address.', 'email');
  if (!args.acceptTerms) {
    return orderFail(OrderErrorCode.TERMS_NOT_ACCEPTED, 'please tick I have read and agree to the agreement to continue', 'acceptTerms');
  }
  // The sitting and an order already made with this key, read side by side (two pooled connections, one wait).
  const [attempt, existing] = await Promise.all([findAttemptRow(em, args.attemptToken), key ? orderByKey(em, key) : null]);
  if (!attempt) return orderFail(OrderErrorCode.ATTEMPT_NOT_FOUND, 'No test with this token.', 'attemptToken');
  if (existing) return replayOf(existing, attempt.id, args.skuId);
  const sku = await findSku(em, attempt.exam_id, args.skuId);
  if (!sku) return orderFail(OrderErrorCode.SKU_NOT_FOUND, 'No such item for this test.', 'skuId');
  const followsFirstPurchase = (sku.upsellStep !== null && sku.upsellStep !== undefined) || sku.kind === SkuKind.PACKAGE || sku.kind === SkuKind.VIP;
  if (followsFirstPurchase) {
    return orderFail(OrderErrorCode.SKU_NOT_OFFERED, 'This item is offered after the first purchase.', 'skuId');
  }
  const countryCode = cleanCountry(args.country);
  const country = countryCode ? (await referenceData(em)).countries.get(countryCode) : undefined;
  if (!country) return orderFail(OrderErrorCode.COUNTRY_NOT_FOUND, 'We do not sell in this country yet.', 'country');
  const priced = await priceSku(em, sku, country.currency, args.promoCode, now);
  if (!priced.ok) return priced;
  const consent = checkConsent(priced.value, args.trialConsent);
  if (!consent.ok) return consent;

  const locale = attempt.locale;
  try {
    return await em.transactional(async (tx) => {
      // Decided under the buyer's lock: no other purchase of this address can make it owned in between.
      await lockBuyer(tx, email);
      if (await holdsAlready(tx, email, attempt.id, sku, now)) {
        return orderFail<Order>(OrderErrorCode.ALREADY_PURCHASED, 'Already purchased.', 'skuId');
      }
      const id = randomUUID();
      // The free result now waits for this payment (the personal centre shows it as pending payment): in the
      // order's own statement.
      const order = await insertOrder(tx, {
        id,
        orderNumber: newOrderNumber(now),
        token: newToken(),
        idempotencyKey: key,
        exam: tx.getReference(Exam, attempt.exam_id),
        sku: tx.getReference(Sku, sku.id),
        attempt: tx.getReference(Attempt, attempt.id),
        email,
        amountMinor: priced.value.amountMinor,
        listAmountMinor: priced.value.listMinor,
        discountMinor: priced.value.discountMinor,
        promoCode: priced.value.promo,
        currency: tx.getReference(Currency, country.currency.code),
        country: country.code,
        locale,
        tracking: attempt.tracking,
        termsAcceptedAt: now,
        ...consentFields(priced.value, country.currency.fractionDigits, locale, now),
        createdAt: now,
        updatedAt: now,
      }, [awaitPayment(attempt.id, id)]);
      return orderOk(order);
    });
  } catch (error) {
    // Two creates with one key at once: the second meets the first's row.
    if (key && error instanceof UniqueConstraintViolationException) {
      const replayed = await replayCreate(em, key, attempt.id, args.skuId);
      if (replayed) return replayed;
    }
    throw error;
  }
}

/**
 * What a buyer already has among first purchases of a sitting: what entitlements or a running plan cover, and what a
 * paid order of the same product for the same sitting bought (its entitlements may not be written yet).
 */
export async function firstPurchaseOwnership(em: EntityManager, email: string, attemptId: string, now: Date): Promise<(sku: Pick<SkuData, 'id' | 'code' | 'kind'>) => boolean> {
  return ownedProducts(em, { email }, attemptId, now, { email, attemptId });
}

async function holdsAlready(tx: EntityManager, email: string, attemptId: string, sku: SkuData, now: Date): Promise<boolean> {
  return (await firstPurchaseOwnership(tx, email, attemptId, now))(sku);
}

export function consentFields(priced: PricedSku, fractionDigits: number, locale: Locale, now: Date) {
  if (!priced.terms) return {};
  return {
    consentVersion: CONSENT_VERSION,
    consentText: renderConsent(priced.terms, fractionDigits, locale),
    consentTerms: priced.terms,
    consentedAt: now,
  };
}

export interface FollowUpArgs {
  skuId: number;
  trialConsent?: ConsentInput | null;
  /** Only some SKUs may follow: upsell packages of a step, plans, VIP. */
  allow: (sku: Sku) => boolean;
  /** Whether the buyer holds the SKU already (asked under the locks, in the creating transaction). */
  owned?: (tx: EntityManager, sku: Sku) => Promise<boolean>;
}

/** Follow-up orders that still count: being paid, paid, or declined and open to a retry. */
const LIVE_FOLLOW_UP = [OrderStatus.CREATED, OrderStatus.PENDING, OrderStatus.FAILED, OrderStatus.PAID];

/**
 * An order following a paid one: same buyer, sitting and currency; the parent must be paid. Decided under the
 * parent's row lock and the buyer's lock in the transaction that creates it: the same product again returns the
 * order already under way (so ten clicks make one order and one charge) or, once paid or held otherwise, is refused.
 */
export async function createFollowUpOrder(em: EntityManager, parent: Order, args: FollowUpArgs, now: Date): Promise<OrderResult<Order>> {
  if (parent.status !== OrderStatus.PAID) {
    return orderFail(OrderErrorCode.PARENT_NOT_PAID, 'The first purchase is not paid yet.', 'orderNumber');
  }
  const sku = isDbId(args.skuId)
    ? await em.findOne(Sku, { id: args.skuId, exam: parent.exam, active: true }, { populate: ['plan'] })
    : null;
  if (!sku) return orderFail(OrderErrorCode.SKU_NOT_FOUND, 'No such item for this test.', 'skuId');
  if (!args.allow(sku)) return orderFail(OrderErrorCode.SKU_NOT_OFFERED, 'This item is not offered here.', 'skuId');
  await em.populate(parent, ['currency']);
  const priced = await priceSku(em, sku, parent.currency, null, now);
  if (!priced.ok) return priced;
  const consent = checkConsent(priced.value, args.trialConsent);
  if (!consent.ok) return consent;
  const locale = parent.locale;
  return em.transactional(async (tx) => {
    await lockOrder(tx, parent.id);
    await lockBuyer(tx, parent.email);
    const existing = await tx.findOne(Order, { parent: parent.id, sku: sku.id, subscription: null, status: { $in: LIVE_FOLLOW_UP } });
    if (existing?.status === OrderStatus.PAID) return orderFail(OrderErrorCode.ALREADY_PURCHASED, 'Already purchased.', 'skuId');
    if (existing) return orderOk(existing);
    if (args.owned && await args.owned(tx, sku)) return orderFail(OrderErrorCode.ALREADY_PURCHASED, 'Already purchased.', 'skuId');
    const order = await insertOrder(tx, {
      orderNumber: newOrderNumber(now),
      token: newToken(),
      exam: parent.exam,
      sku,
      attempt: parent.attempt,
      user: parent.user,
      parent,
      email: parent.email,
      amountMinor: priced.value.amountMinor,
      listAmountMinor: priced.value.listMinor,
      currency: parent.currency,
      country: parent.country,
      locale,
      tracking: parent.tracking,
      termsAcceptedAt: now,
      ...consentFields(priced.value, parent.currency.fractionDigits, locale, now),
      createdAt: now,
      updatedAt: now,
    });
    return orderOk(order);
  });
}

/** Orders whose report may already sit in an account: a new address must confirm before the order moves to it. */
const SETTLED = [OrderStatus.PAID, OrderStatus.REFUNDED];

/**
 * The delivery address of an order and its report; a paid order's subscription follows it. Before payment (the
 * checkout's own address) it changes at once; after payment, or once an account holds the order, the new address
 * gets a confirmation link and nothing moves until it is followed (the order keeps its address meanwhile).
 */
export async function updateOrderEmail(em: EntityManager, order: Order, email: string, now = new Date()): Promise<OrderResult<Order>> {
  const address = normaliseEmail(email);
  if (!address) return orderFail(OrderErrorCode.INVALID_EMAIL, 'Please enter a valid email address.', 'email');
  const queued = await em.transactional(async (tx) => {
    const current = await tx.findOneOrFail(Order, order.id);
    if (current.email === address) return false;
    if (SETTLED.includes(current.status) || current.user) {
      await mailOrderEmailConfirmation(tx, current, address, now);
      return true;
    }
    await moveOrderEmail(tx, order.id, address);
    return false;
  });
  if (queued) announceMailQueued();
  await em.refresh(order);
  return orderOk(order);
}
