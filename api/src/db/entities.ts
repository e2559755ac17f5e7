// Every entity the ORM knows; the migration diff and the schema test read this list.
import { AccountToken } from '../modules/account/account-token.entity.js';
import { UserSession } from '../modules/account/session.entity.js';
import { Attempt } from '../modules/attempt/attempt.entity.js';
import { Entitlement } from '../modules/entitlement/entitlement.entity.js';
import { Country } from '../modules/catalog/country.entity.js';
import { Currency } from '../modules/catalog/currency.entity.js';
import { PaymentMethod } from '../modules/catalog/payment-method.entity.js';
import { Plan } from '../modules/catalog/plan.entity.js';
import { SkuPrice } from '../modules/catalog/sku-price.entity.js';
import { Sku } from '../modules/catalog/sku.entity.js';
import { HelpArticle } from '../modules/content/help-article.entity.js';
import { Protocol } from '../modules/content/protocol.entity.js';
import { Exam } from '../modules/exam/exam.entity.js';
import { IqCalibration } from '../modules/iq-test/iq-calibration.entity.js';
import { IqItem } from '../modules/iq-test/iq-item.entity.js';
import { IqSitting } from '../modules/iq-test/iq-sitting.entity.js';
import { Language } from '../modules/language/language.entity.js';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.js';
import { OrderEvent } from '../modules/order/order-event.entity.js';
import { Order } from '../modules/order/order.entity.js';
import { Partner, PartnerApiKey, PartnerAuditEntry, PartnerCode } from '../modules/partner/partner.entity.js';
import { PartnerWebhookDelivery } from '../modules/webhook/partner-webhook.entity.js';
import { LocalCharge } from '../modules/payment/local-charge.entity.js';
import { PaymentAttempt } from '../modules/payment/payment-attempt.entity.js';
import { PaymentIncident } from '../modules/payment/payment-incident.entity.js';
import { ProviderEvent } from '../modules/payment/provider-event.entity.js';
import { PromoCode } from '../modules/promo/promo-code.entity.js';
import { PersonalityType } from '../modules/personality/personality-type.entity.js';
import { Question } from '../modules/question/question.entity.js';
import { RateLimitWindow } from '../modules/rate-limit/rate-limit.entity.js';
import { SignInThrottle } from '../modules/rate-limit/sign-in-throttle.entity.js';
import { SupportRequest } from '../modules/support/support-request.entity.js';
import { PrivacyRequest } from '../modules/privacy/privacy-request.entity.js';
import { Report } from '../modules/report/report.entity.js';
import { CancelRequest } from '../modules/subscription/cancel-request.entity.js';
import { Subscription } from '../modules/subscription/subscription.entity.js';
import { User } from '../modules/user/user.entity.js';
import { SeedState } from './seed/seed-state.entity.js';

export const entities = [
  Language,
  Exam,
  Question,
  Protocol,
  HelpArticle,
  Currency,
  Country,
  PaymentMethod,
  Plan,
  Sku,
  SkuPrice,
  User,
  Attempt,
  Order,
  Report,
  Subscription,
  Entitlement,
  PersonalityType,
  PromoCode,
  OrderEvent,
  PaymentAttempt,
  ProviderEvent,
  PaymentIncident,
  LocalCharge,
  MailOutbox,
  RateLimitWindow,
  SignInThrottle,
  SupportRequest,
  PrivacyRequest,
  UserSession,
  AccountToken,
  CancelRequest,
  SeedState,
  Partner,
  PartnerApiKey,
  PartnerCode,
  PartnerAuditEntry,
  PartnerWebhookDelivery,
  IqItem,
  IqCalibration,
  IqSitting,
];
