// The mock API's root fields: every Query and Mutation of schema/schema.graphql answered from the factories and
// the mock store, with the rules the screens depend on (tokens, payment outcomes, 'already purchased').
import { GraphQLError } from 'graphql';
import type { Locale } from '../../../api/src/shared/locale.js';
import type { Scenario } from './scenario.js';
import { DEMO_EMAIL, newOrderNumber, newToken, now, type MockOrder, type MockStore } from './store.js';
import {
  asLocale, examFactory, examsFactory, helpArticleFactory, helpArticlesFactory, landingStatsFactory, languagesFactory,
  methodologyFactory, personalityTypesFactory, privacyAndAgreementFactory, protocolFactory, protocolsFactory,
  questionsFactory, reliabilityFactory,
} from './factories/content.js';
import {
  countriesFactory, findSku, paymentMethodsFactory, planSkusFactory, plansFactory, quoteFactory, skuByCode, skuFactory,
  skusFactory, termsFactory, upsellFactory,
} from './factories/catalog.js';
import { documentFactory, personalityResultFactory, scoreAnswers } from './factories/result.js';
import { iqResultFactory, iqSittingFactory } from './factories/iq.js';
import { featuresOf, libraryFactory, primaryGrant, READING_FEATURE, readingFactory, type MockReadingKind } from './factories/member.js';

type Args = Record<string, unknown>;
type Input = Record<string, unknown>;

const notFound = (code: string, message: string) => new GraphQLError(message, { extensions: { code } });
const DECLINED = 'Your card was declined. Try another card or PayPal.';

export function createResolvers(store: MockStore, scenario: Scenario, requestLocale: Locale) {
  const { state } = store;
  const loc = (value: unknown) => asLocale(value, requestLocale);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  const attemptView = (token: string) => {
    const attempt = store.attempt(token);
    const answers = Object.entries(attempt.answers).map(([questionKey, value]) => ({ questionKey, value }));
    return {
      token, examId: attempt.examId, examCode: 'BMBTI', locale: attempt.locale, status: attempt.submittedAt ? 'SUBMITTED' : 'IN_PROGRESS',
      answers, answeredCount: answers.length, questionCount: questionsFactory('EN').length, hasEmail: Boolean(attempt.email),
      createdAt: attempt.createdAt, submittedAt: attempt.submittedAt,
    };
  };

  /** The sitting's report (GraphQL `Report`): the free result, with the document only for a reader who may open it. */
  const reportView = (attemptToken: string, order: MockOrder | undefined, documentOpen: boolean, rootLocale?: unknown) => {
    const attempt = store.attempt(attemptToken);
    if (!attempt.submittedAt) throw notFound('NOT_SUBMITTED', 'This test has not been submitted yet.');
    const score = scoreAnswers(attempt.answers);
    const paid = order?.status === 'PAID' && order.reportToken;
    return {
      id: order?.id ?? `report-${attempt.token}`,
      kind: 'PERSONALITY',
      status: paid ? 'COMPLETED' : order ? 'PENDING_PAYMENT' : 'UNCOMPLETED',
      exam: 'BMBTI-1836',
      examId: 1836,
      examCode: 'BMBTI',
      locale: attempt.locale,
      createdAt: attempt.submittedAt,
      completedAt: paid ? order.paidAt : null,
      orderNumber: order?.orderNumber ?? null,
      reportToken: paid && documentOpen ? order.reportToken : null,
      resultToken: attempt.token,
      personality: personalityResultFactory(score, attempt.locale),
      iq: null,
      document: ({ locale }: { locale?: string }) => (paid && documentOpen
        ? documentFactory({ token: order.reportToken!, score, locale: asLocale(locale ?? rootLocale, attempt.locale) })
        : null),
    };
  };

  const orderView = (order: MockOrder) => {
    const sku = findSku(order.skuId)!;
    const quote = quoteFactory(sku, order.country, order.promoCode);
    const latest = order.payments.at(-1);
    const terms = termsFactory(sku, order.country);
    return {
      id: order.id, orderNumber: order.orderNumber, status: order.status, examId: sku.examId,
      sku: { id: sku.id, code: sku.seed.code, kind: sku.seed.kind.toUpperCase(), title: skuFactory(sku, order.country, order.locale).title },
      amount: quote.amount, listAmount: quote.listAmount, discount: quote.discount, promoCode: order.promoCode,
      email: order.email, country: order.country, locale: order.locale, paymentMethod: latest ? (latest.method === 'paypal' ? 'PAYPAL' : 'CARD') : null,
      trialConsent: terms && order.consentAt ? { version: terms.version, text: terms.text, agreedAt: order.consentAt } : null,
      parentOrderNumber: order.parentOrderNumber,
      payment: latest ? { ...latest, provider: 'local', amount: quote.amount, approveUrl: null, clientSecret: null } : null,
      subscription: terms && order.status === 'PAID' ? {
        id: `sub-${order.id}`, status: terms.trialDays > 0 ? 'TRIALING' : 'ACTIVE', planCode: sku.seed.plan, amount: terms.recurringAmount,
        trialEndsAt: terms.trialDays > 0 ? new Date(Date.now() + terms.trialDays * 86_400_000).toISOString() : null,
        currentPeriodStart: order.paidAt, currentPeriodEnd: new Date(Date.now() + 7 * 86_400_000).toISOString(), cancelledAt: null,
      } : null,
      createdAt: order.createdAt, paidAt: order.paidAt, reportToken: order.reportToken,
    };
  };

  const requireOrder = (ref: unknown, token: unknown) => {
    const order = store.orderByRef(text(ref), text(token));
    if (!order) throw notFound('ORDER_NOT_FOUND', 'No order with this number and token.');
    return order;
  };

  const ownedCodes = (email: string) => new Set<string>(Object.values(state.orders)
    .filter((order) => order.email === email && order.status === 'PAID').map((order) => findSku(order.skuId)!.seed.code));

  /** Pays an order as the scenario says: every card declined in payment-declined, else the local provider's test
   * cards decide (4000 0000 0000 0002 is declined); PayPal always pays. */
  const pay = (order: MockOrder, method: string, testCard?: unknown) => {
    const declinedCard = text(testCard).replace(/\D/g, '') === '4000000000000002';
    const declined = method !== 'paypal' && (scenario === 'payment-declined' || declinedCard);
    order.payments.push({
      id: newToken('pay'), number: order.payments.length + 1, status: declined ? 'FAILED' : 'SUCCEEDED', method,
      failureMessage: declined ? DECLINED : null, createdAt: now(),
    });
    if (declined) {
      order.status = 'FAILED';
    } else {
      order.status = 'PAID';
      order.paidAt = now();
      order.reportToken ??= findSku(order.skuId)!.seed.kind === 'package' ? null : newToken('rep');
    }
    store.save();
    return { order: orderView(order), errors: declined ? [{ code: 'PAYMENT_FAILED', field: 'card', message: DECLINED }] : [] };
  };

  const followUp = (input: Input, allow: (kind: string, step?: number) => boolean) => {
    const parent = requireOrder(input.orderRef, input.token);
    const sku = findSku(Number(input.skuId ?? 0)) ?? skuByCode(1836, 'member-exclusive');
    if (!sku || !allow(sku.seed.kind, sku.seed.upsellStep)) return { order: null, token: null, errors: [{ code: 'SKU_NOT_OFFERED', field: 'skuId', message: 'This item is not offered here.' }], paymentErrors: [] };
    if (ownedCodes(parent.email).has(sku.seed.code)) return { order: null, token: null, errors: [{ code: 'ALREADY_PURCHASED', field: 'skuId', message: 'Already purchased.' }], paymentErrors: [] };
    const order: MockOrder = {
      ...parent, id: newToken('ord'), orderNumber: newOrderNumber(), skuId: sku.id, status: 'CREATED', payments: [],
      parentOrderNumber: parent.orderNumber, reportToken: null, createdAt: now(), paidAt: null,
    };
    state.orders[order.orderNumber] = order;
    const paid = pay(order, text(input.method).toLowerCase() || 'card', input.testCard);
    return { order: paid.order, token: parent.token, errors: [], paymentErrors: paid.errors };
  };

  const member = () => state.member;
  const accountView = () => {
    const current = member();
    if (!current) return null;
    const vip = ownedCodes(current.email).has('member-exclusive');
    return {
      id: 'c8f2a9d4-5b6e-4f71-8a3c-2d9e0f1b7a65', ...current, hasPassword: true, emailVerified: true, vip,
      vipUntil: vip ? new Date(Date.now() + 365 * 86_400_000).toISOString() : null, createdAt: '2026-11-01T10:00:00.000Z',
      subscriptions: Object.values(state.orders).filter((order) => order.email === current.email)
        .map((order) => orderView(order).subscription).filter(Boolean),
    };
  };
  const signIn = (email: string) => {
    state.member = { email: email.trim().toLowerCase() || DEMO_EMAIL, name: 'Ana Lima', nickName: null, phone: null, birthday: null, sex: null, locale: requestLocale };
    store.save();
    return { user: accountView(), errors: [] };
  };
  const requireMember = () => {
    if (!member()) throw notFound('UNAUTHENTICATED', 'Please sign in.');
    return member()!;
  };
  const memberReports = () => Object.values(state.orders)
    .filter((order) => order.email === member()?.email && order.reportToken)
    .map((order) => reportView(order.attemptToken, order, true));

  const reportByToken = (token: string, locale?: unknown) => {
    const order = Object.values(state.orders).find((candidate) => candidate.reportToken === token);
    if (!order) throw notFound('REPORT_NOT_FOUND', 'No report with this link.');
    if (order.status !== 'PAID') throw notFound('REPORT_NOT_PAID', 'This report is not unlocked yet.');
    return reportView(order.attemptToken, order, true, locale);
  };

  /** "Already purchased" as ownership.ts decides: what a product is for (its first grant) is held, directly or through
   * a plan; a plan when one is held already. Never sold again. */
  const heldCodes = (email: string) => {
    const owned = ownedCodes(email);
    const features = featuresOf(owned);
    return (code: string) => {
      const primary = primaryGrant(code);
      return owned.has(code) || (primary !== undefined && features.has(primary));
    };
  };
  const memberOrders = () => Object.values(state.orders).filter((order) => order.email === member()?.email && order.status === 'PAID');
  const heldFeatures = () => featuresOf(memberOrders()
    .filter((order) => findSku(order.skuId)!.seed.kind !== 'subscription' || !order.cancelledAt || Date.parse(order.paidAt!) + 7 * 86_400_000 > Date.now())
    .map((order) => findSku(order.skuId)!.seed.code));
  const readerType = () => memberReports()[0]?.personality?.fullCode ?? null;
  /** The member's plan orders as the billing page lists them. */
  const memberSubscriptions = (locale: Locale) => memberOrders().filter((order) => findSku(order.skuId)!.seed.kind === 'subscription').map((order) => {
    const sku = findSku(order.skuId)!;
    const terms = termsFactory(sku, order.country)!;
    const plan = skuFactory(sku, order.country, locale).plan!;
    const paidAt = Date.parse(order.paidAt!);
    const periodEnd = new Date(paidAt + (terms.trialDays || 7) * 86_400_000).toISOString();
    const cancelled = Boolean(order.cancelledAt);
    return {
      id: `sub-${order.id}`, planCode: plan.code, planTitle: plan.title, interval: plan.interval, intervalCount: plan.intervalCount,
      status: cancelled ? 'CANCELLED' : terms.trialDays > 0 ? 'TRIALING' : 'ACTIVE', cancellable: !cancelled,
      trialEndsAt: terms.trialDays > 0 ? periodEnd : null, accessUntil: periodEnd, cancelledAt: order.cancelledAt ?? null,
      nextCharge: cancelled ? null : terms.recurringAmount, nextChargeAt: cancelled ? null : periodEnd,
    };
  });
  const subscriptionError = (code: string, message: string, field: string | null = null) => ({ subscription: null, errors: [{ code, field, message }] });
  const validEmail = (value: unknown) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text(value).trim());

  const Query: Record<string, (args: Args) => unknown> = {
    attempt: ({ token }) => attemptView(text(token)),
    countries: () => countriesFactory(),
    exam: ({ id }) => examFactory(Number(id)),
    exams: () => examsFactory(),
    helpArticle: ({ id }) => helpArticleFactory(Number(id), requestLocale),
    helpArticles: ({ locale }) => helpArticlesFactory(loc(locale)),
    landingStats: ({ country }) => landingStatsFactory(typeof country === 'string' ? country : undefined),
    languages: () => languagesFactory(),
    me: () => accountView(),
    memberReport: ({ id, locale }) => {
      requireMember();
      const listed = memberReports().find((report) => report.id === id);
      if (!listed?.reportToken) throw notFound('REPORT_NOT_FOUND', 'No report with this id.');
      return reportByToken(listed.reportToken, locale);
    },
    methodology: ({ locale }) => methodologyFactory(loc(locale)),
    myReports: () => {
      requireMember();
      return memberReports();
    },
    order: ({ ref, token }) => orderView(requireOrder(ref, token)),
    paymentMethods: ({ locale }) => paymentMethodsFactory(loc(locale)),
    personalityTypes: ({ locale }) => personalityTypesFactory(loc(locale)),
    plans: ({ locale }) => plansFactory(loc(locale)),
    priceQuote: ({ skuId, country, promoCode }) => {
      const sku = findSku(Number(skuId));
      if (!sku) return { quote: null, errors: [{ code: 'SKU_NOT_FOUND', field: 'skuId', message: 'No such item.' }] };
      const { known, ...quote } = quoteFactory(sku, text(country), text(promoCode) || null);
      return known ? { quote, errors: [] } : { quote: null, errors: [{ code: 'PROMO_NOT_FOUND', field: 'promoCode', message: 'This promo code does not exist.' }] };
    },
    privacyAndAgreement: ({ locale }) => privacyAndAgreementFactory(loc(locale)),
    protocol: ({ id }) => protocolFactory(Number(id), requestLocale),
    protocols: ({ locale }) => protocolsFactory(loc(locale)),
    questions: ({ locale }) => questionsFactory(loc(locale)),
    reliability: ({ examId }) => reliabilityFactory(Number(examId)),
    report: ({ token, locale }) => reportByToken(text(token), locale),
    secondPhasePlans: ({ ref, token, locale }) => {
      const order = requireOrder(ref, token);
      return planSkusFactory(1836, order.country, loc(locale), (code) => ownedCodes(order.email).has(code));
    },
    sku: ({ id, country, locale }) => skuFactory(findSku(Number(id)) ?? findSku(3)!, text(country), loc(locale)),
    skus: ({ examId, country, locale }) => skusFactory(Number(examId), text(country), loc(locale)),
    testResult: ({ token }) => reportView(text(token), undefined, false),
    upsellPackages: ({ ref, token, step, locale }) => {
      const order = requireOrder(ref, token);
      return upsellFactory(1836, order.country, loc(locale), (code) => ownedCodes(order.email).has(code), step as number | null);
    },
    offerBuyer: ({ attemptToken }) => {
      const attempt = store.attempt(text(attemptToken));
      const email = attempt.email ?? member()?.email ?? null;
      const holds = email ? heldCodes(email) : () => false;
      const ownedSkuIds = [...skusFactory(attempt.examId, 'US', requestLocale), ...upsellFactory(attempt.examId, 'US', requestLocale, () => false)]
        .filter((sku) => holds(sku.code)).map((sku) => sku.id);
      return { email, ownedSkuIds };
    },
    mySubscriptions: ({ locale }) => {
      requireMember();
      return memberSubscriptions(loc(locale));
    },
    myPayments: ({ locale }) => {
      requireMember();
      return memberOrders().map((order) => {
        const sku = findSku(order.skuId)!;
        return {
          orderId: order.id, orderNumber: order.orderNumber, itemTitle: skuFactory(sku, order.country, loc(locale)).title,
          amount: quoteFactory(sku, order.country, order.promoCode).amount, paidAt: order.paidAt, refunded: false,
          subscriptionId: sku.seed.kind === 'subscription' ? `sub-${order.id}` : null,
          receiptUrl: `/receipt/${order.orderNumber}`, receiptPdfUrl: `/api/account/receipts/${order.orderNumber}.pdf`,
        };
      });
    },
    memberCentre: () => {
      requireMember();
      const features = heldFeatures();
      const member = features.has('MEMBER_CENTRE');
      const since = memberOrders().map((order) => order.paidAt!).sort()[0] ?? null;
      return { features: [...features], member, since: member ? since : null, until: null };
    },
    myStore: ({ country, examId, locale }) => {
      const current = requireMember();
      const holds = heldCodes(current.email);
      const products = skusFactory(Number(examId), text(country), loc(locale))
        .concat(upsellFactory(Number(examId), text(country), loc(locale), () => false))
        .map((sku) => ({ sku, owned: holds(sku.code) }));
      const purchases = memberOrders().map((order) => {
        const sku = findSku(order.skuId)!;
        return {
          orderNumber: order.orderNumber, skuCode: sku.seed.code, title: skuFactory(sku, order.country, loc(locale)).title,
          amount: quoteFactory(sku, order.country, order.promoCode).amount, paidAt: order.paidAt, refunded: false, reportToken: order.reportToken,
        };
      });
      const newest = Object.values(state.attempts).filter((attempt) => attempt.email === current.email && attempt.submittedAt && attempt.examId === Number(examId))
        .sort((a, b) => b.submittedAt!.localeCompare(a.submittedAt!))[0];
      return { offerToken: newest?.token ?? null, products, purchaseLimit: 50, purchases };
    },
    memberLibrary: ({ locale }) => {
      requireMember();
      return libraryFactory(loc(locale), heldFeatures(), readerType());
    },
    reading: async ({ kind, id, locale, type }) => {
      requireMember();
      const asked = text(kind) as MockReadingKind;
      const reading = await readingFactory(asked, text(id), loc(locale), text(type) || readerType());
      if (!reading) throw notFound('RESOURCE_NOT_FOUND', 'There is no such reading.');
      if (!heldFeatures().has(READING_FEATURE[asked])) throw notFound('RESOURCE_NOT_HELD', 'Your plan does not include this reading.');
      return reading;
    },
    iqResult: ({ token }) => iqResultFactory(text(token), requestLocale, scenario === 'paid-report'),
    iqReport: ({ token }) => {
      if (scenario !== 'paid-report') throw notFound('REPORT_NOT_PAID', 'This report is not unlocked yet.');
      return iqResultFactory(text(token), requestLocale, true);
    },
    vipStatus: ({ ref, token }) => {
      const order = requireOrder(ref, token);
      const vip = ownedCodes(order.email).has('member-exclusive');
      return { vip, vipUntil: vip ? new Date(Date.now() + 365 * 86_400_000).toISOString() : null, vipOrderNumber: null, vipOrderStatus: null };
    },
  };

  const Mutation: Record<string, (args: Args) => unknown> = {
    startTest: ({ input }) => {
      const { examId, locale } = input as Input;
      const token = newToken('sit');
      state.attempts[token] = { token, examId: Number(examId), locale: loc(locale), answers: {}, email: null, submittedAt: null, createdAt: now() };
      store.save();
      return { attempt: attemptView(token), errors: [] };
    },
    iqSitting: ({ token }) => ({ sitting: iqSittingFactory(text(token), Object.keys(store.attempt(text(token)).answers).length), errors: [] }),
    answerIqItem: ({ token, itemId, position }) => {
      const attempt = store.attempt(text(token));
      attempt.answers[text(itemId)] = Number(position);
      store.save();
      const answered = Object.keys(attempt.answers).length;
      const practice = text(itemId).endsWith('-1') || text(itemId).endsWith('-2');
      return { sitting: iqSittingFactory(attempt.token, answered), feedback: practice ? { correct: Number(position) === 3, correctPosition: 3 } : null, errors: [] };
    },
    saveAnswers: ({ token, answers }) => {
      const attempt = store.attempt(text(token));
      for (const answer of answers as Array<{ questionKey: string; value: number }>) attempt.answers[answer.questionKey] = answer.value;
      store.save();
      return { attempt: attemptView(attempt.token), errors: [] };
    },
    captureEmail: ({ token, email }) => {
      const address = text(email).trim();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) return { attempt: null, errors: [{ code: 'INVALID_EMAIL', field: 'email', message: 'Please enter a valid email address.' }] };
      store.attempt(text(token)).email = address;
      store.save();
      return { attempt: attemptView(text(token)), errors: [] };
    },
    submitTest: ({ token }) => {
      const attempt = store.attempt(text(token));
      attempt.submittedAt ??= now();
      store.save();
      return { result: reportView(attempt.token, undefined, false), errors: [] };
    },
    createOrder: ({ input }) => {
      const args = input as Input;
      const sku = findSku(Number(args.skuId));
      if (!sku) return { order: null, token: null, errors: [{ code: 'SKU_NOT_FOUND', field: 'skuId', message: 'No such item.' }] };
      if (!args.acceptTerms) return { order: null, token: null, errors: [{ code: 'TERMS_NOT_ACCEPTED', field: 'acceptTerms', message: 'Please tick I have read and agree to the agreement to continue.' }] };
      const attempt = store.attempt(text(args.attemptToken));
      const order: MockOrder = {
        id: newToken('ord'), orderNumber: newOrderNumber(), token: newToken('otk'), attemptToken: attempt.token, skuId: sku.id,
        country: text(args.country) || 'US', email: text(args.email).trim().toLowerCase(), locale: attempt.locale,
        promoCode: text(args.promoCode) || null, status: 'CREATED', payments: [], parentOrderNumber: null, reportToken: null,
        createdAt: now(), paidAt: null, consentAt: args.trialConsent ? now() : null,
      };
      state.orders[order.orderNumber] = order;
      store.save();
      return { order: orderView(order), token: order.token, errors: [] };
    },
    payOrder: ({ input }) => {
      const args = input as Input;
      return pay(requireOrder(args.orderRef, args.token), text(args.method).toLowerCase(), args.testCard);
    },
    checkPayment: ({ ref, token }) => ({ order: orderView(requireOrder(ref, token)), errors: [] }),
    updateOrderEmail: ({ ref, token, email }) => {
      const order = requireOrder(ref, token);
      order.email = text(email).trim().toLowerCase();
      store.save();
      return { order: orderView(order), errors: [] };
    },
    buyUpsellPackage: ({ input }) => followUp(input as Input, (kind, step) => Boolean(step) && kind !== 'subscription'),
    buySecondPhasePlan: ({ input }) => followUp(input as Input, (kind) => kind === 'subscription'),
    buyVip: ({ input }) => followUp(input as Input, (kind) => kind === 'vip'),
    retrieveReports: ({ email }) => {
      const address = text(email).trim().toLowerCase();
      if (!address) return { status: null, message: null, errors: [{ code: 'EMPTY_EMAIL', field: 'email', message: 'please enter email address' }] };
      const has = Object.values(state.orders).some((order) => order.email === address) || Object.values(state.attempts).some((attempt) => attempt.email === address);
      return has
        ? { status: 'SENT', message: 'report sent successfully', errors: [] }
        : { status: 'NO_REPORT', message: 'no retrievable report in the current mailbox', errors: [] };
    },
    cancelSubscription: ({ email }) => {
      const address = text(email).trim().toLowerCase();
      const running = Object.values(state.orders).filter((order) => order.email === address && order.status === 'PAID' && findSku(order.skuId)!.seed.kind === 'subscription');
      return running.length
        ? { cancelled: running.length, message: 'Cancellation successful', errors: [] }
        : { cancelled: 0, message: null, errors: [{ code: 'EMAIL_NOT_FOUND', field: 'email', message: 'E-mail not found, please re-enter' }] };
    },
    cancelMySubscription: ({ id, locale }) => {
      requireMember();
      const order = memberOrders().find((candidate) => `sub-${candidate.id}` === id && findSku(candidate.skuId)!.seed.kind === 'subscription');
      if (!order) return subscriptionError('SUBSCRIPTION_NOT_FOUND', 'No such subscription.', 'id');
      if (order.cancelledAt) return subscriptionError('NOT_CANCELLABLE', 'This subscription is already cancelled.', 'id');
      order.cancelledAt = now();
      store.save();
      return { subscription: memberSubscriptions(loc(locale)).find((subscription) => subscription.id === id), errors: [] };
    },
    requestCancelLink: ({ email }) => (validEmail(email)
      ? { sent: true, message: 'If this address has a plan, we have sent it a link to cancel.', errors: [] }
      : { sent: false, message: null, errors: [{ code: 'INVALID_EMAIL', field: 'email', message: 'Please enter a valid email address.' }] }),
    sendSupportRequest: ({ input }) => {
      const args = input as Input;
      const message = text(args.message).trim();
      const errors = [
        ...(validEmail(args.email) ? [] : [{ code: 'INVALID_EMAIL', field: 'email', message: 'Please enter a valid email address.' }]),
        ...(message.length < 10 ? [{ code: 'MESSAGE_TOO_SHORT', field: 'message', message: 'Please write at least 10 characters.' }] : []),
        ...(message.length > 4000 ? [{ code: 'MESSAGE_TOO_LONG', field: 'message', message: 'Please keep it under 4000 characters.' }] : []),
        ...(args.kind === 'REFUND' && !text(args.orderNumber) ? [{ code: 'ORDER_REQUIRED', field: 'orderNumber', message: 'Please give the order number of your receipt.' }] : []),
      ].map((error) => ({ ...error, retryAfterSeconds: null }));
      return errors.length ? { reference: null, errors } : { reference: `S-${newToken('').slice(0, 8).toUpperCase()}`, errors: [] };
    },
    cancelSubscriptionByLink: () => ({ cancelled: 1, message: 'Cancellation successful', errors: [] }),
    signIn: ({ email }) => signIn(text(email)),
    signInWithLink: () => signIn(DEMO_EMAIL),
    signUp: () => ({ sent: true, errors: [] }),
    confirmSignUp: ({ email }) => signIn(text(email)),
    requestSignInLink: () => ({ sent: true, errors: [] }),
    requestPasswordReset: () => ({ sent: true, errors: [] }),
    resetPassword: ({ input }) => signIn(text((input as Input).email)),
    changePassword: () => ({ user: accountView(), errors: [] }),
    updateProfile: ({ input }) => {
      const current = requireMember();
      Object.assign(current, Object.fromEntries(Object.entries(input as Input).filter(([, value]) => value !== undefined)));
      store.save();
      return { user: accountView(), errors: [] };
    },
    signOut: () => {
      state.member = null;
      store.save();
      return true;
    },
  };

  return { Query, Mutation };
}
