// The mock API through the same MSW handlers the browser's mock mode uses (msw/node here): every operation of the
// web app gets an answer the real schema accepts, in every locale, and each scenario behaves as its name says.
import { buildSchema, isEnumType, isInputObjectType, isListType, isNonNullType, Kind, print, typeFromAST, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { setupServer } from 'msw/node';
import { LOCALES, type Locale } from '../../../api/src/shared/locale.js';
import * as Documents from '../gql/graphql';
import { schemaSdl, webOperations, type WebOperationName } from '../gql/msw';
import { skuByCode } from './factories/catalog';
import { createHandlers } from './handlers';
import { SLOW_NETWORK_MS, type Scenario } from './scenario';
import { createStore, DEMO_ATTEMPT, DEMO_EMAIL, DEMO_ORDER_NUMBER, DEMO_ORDER_TOKEN, DEMO_REPORT_TOKEN } from './store';

const schema = buildSchema(schemaSdl);
const ENDPOINT = 'http://mock.test/graphql';

interface Reply { status: number; body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } }

function documentOf(name: WebOperationName): OperationDefinitionNode {
  const document = (Documents as unknown as Record<string, { definitions: OperationDefinitionNode[] }>)[`${name}Document`];
  const operation = document?.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error(`no document for ${name}`);
  return operation;
}

/** Which token an operation is about: a report, an order, or a sitting. */
function tokenFor(name: string): string {
  if (/^Report/.test(name)) return DEMO_REPORT_TOKEN;
  if (/^Checkout(OrderView|OrderFulfilled|VipStatus|UpsellStep|PayOrder|CheckPayment|UpdateEmail|Buy)/.test(name)) return DEMO_ORDER_TOKEN;
  return DEMO_ATTEMPT;
}

const SKU_FOR: Record<string, string> = { CheckoutBuyPackage: 'in-depth-content', CheckoutBuyPlan: 'skip-trial', CheckoutBuyVip: 'member-exclusive' };

/** A value of an input type, chosen by the variable's or field's name, as a screen would send it. */
function valueFor(name: string, type: GraphQLInputType, operation: string, locale: Locale): unknown {
  if (isNonNullType(type)) return valueFor(name, type.ofType, operation, locale);
  if (isListType(type)) return name === 'answers' ? [{ questionKey: 'EI-01', value: 5 }] : [valueFor(name, type.ofType, operation, locale)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, valueFor(field.name, field.type, operation, locale)]));
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  const byName: Record<string, unknown> = {
    token: tokenFor(operation), attemptToken: DEMO_ATTEMPT, ref: DEMO_ORDER_NUMBER, orderRef: DEMO_ORDER_NUMBER, examId: 1836,
    locale, country: 'US', email: DEMO_EMAIL, code: operation === 'StartSitting' ? 'BMBTI' : '123456', step: 2, promoCode: null,
    skuId: skuByCode(1836, SKU_FOR[operation] ?? 'report')!.id, acceptTerms: true, accepted: true, agreePrivacy: true, everywhere: false,
    version: 'subscription-terms-2026-11-26', password: 'correct horse battery', confirmPassword: 'correct horse battery',
    currentPassword: 'correct horse battery', birthday: '1990-04-02', phone: '+1 415 555 0100', returnUrl: 'https://mindprint.example/paying/check/BMBTI-1836', cancelUrl: null, value: 5, questionKey: 'EI-01', testCard: '4242 4242 4242 4242',
  };
  if (operation === 'MemberReading' && name === 'id') return 'work';
  if (operation === 'MemberReading' && name === 'type') return null;
  if (name in byName && !(type.name === 'String' && typeof byName[name] === 'number')) return byName[name];
  if (name === 'id') return type.name === 'Int' ? 1 : '7d1c2f0a-4a41-4c67-9d0e-5b8f1c2d3e4f';
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return true;
  return name === 'name' ? 'Ana Lima' : `mock-${name}`;
}

function variablesFor(name: WebOperationName, locale: Locale): Record<string, unknown> {
  return Object.fromEntries((documentOf(name).variableDefinitions ?? []).map((definition) => [
    definition.variable.name.value,
    valueFor(definition.variable.name.value, typeFromAST(schema, definition.type as never) as GraphQLInputType, name, locale),
  ]));
}

async function send(name: WebOperationName, locale: Locale, variables = variablesFor(name, locale)): Promise<Reply> {
  const document = (Documents as unknown as Record<string, Parameters<typeof print>[0]>)[`${name}Document`]!;
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', hl: locale },
    body: JSON.stringify({ operationName: name, query: print(document), variables }),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

function withScenario(scenario: Scenario) {
  const server = setupServer(...createHandlers(createStore(scenario), scenario));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
}

describe('every web operation', () => {
  withScenario('paid-report');

  it('has a typed handler', () => {
    expect(Object.keys(webOperations).length).toBeGreaterThan(40);
    for (const name of Object.keys(webOperations) as WebOperationName[]) expect(documentOf(name).name?.value).toBe(name);
  });

  it.each(LOCALES)('is answered without errors in %s', async (locale) => {
    // Signed in first and out last, as a member's session goes.
    const names = Object.keys(webOperations) as WebOperationName[];
    const ordered: WebOperationName[] = ['AccountSignIn', ...names.filter((name) => name !== 'AccountSignIn' && name !== 'AccountSignOut'), 'AccountSignOut'];
    expect([...ordered].sort()).toEqual([...names].sort());
    for (const name of ordered) {
      const reply = await send(name, locale);
      expect({ name, status: reply.status, errors: reply.body.errors ?? [] }).toEqual({ name, status: 200, errors: [] });
      expect(reply.body.data).toBeTruthy();
    }
  });

  it('shows each locale its own copy', async () => {
    const texts = await Promise.all(LOCALES.map(async (locale) => {
      const questions = (await send('QuestionnaireQuestions', locale)).body.data!.questions as Array<{ text: string }>;
      const report = (await send('ReportView', locale)).body.data!.report as { document: { lang: string; title: string } };
      return `${questions[0]!.text}|${report.document.title}`;
    }));
    expect(new Set(texts).size).toBe(LOCALES.length);
  });

  it("lists the member's IQ report beside the personality report", async () => {
    await send('AccountSignIn', 'EN');
    const reports = (await send('AccountReports', 'EN')).body.data!.myReports as Array<Record<string, unknown>>;
    await send('AccountSignOut', 'EN');
    expect(reports).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'PERSONALITY', exam: 'BMBTI-1836', iq: null }),
      expect.objectContaining({ kind: 'IQ', exam: 'MRIQ-2047', status: 'COMPLETED', personality: null, iq: { iq: 112, verdict: 'valid' } }),
    ]));
  });
});

describe('the free-result scenario', () => {
  withScenario('free-result');

  it('has a finished test with its type but no unlocked report', async () => {
    const result = await send('FreeResult', 'DE', { token: DEMO_ATTEMPT, locale: 'DE' });
    expect(result.body.data!.testResult).toMatchObject({ resultToken: DEMO_ATTEMPT, personality: { typeCode: expect.stringMatching(/^[EI][SN][TF][JP]$/) } });
    const report = await send('ReportView', 'DE', { token: DEMO_REPORT_TOKEN, locale: 'DE' });
    expect(report.body.errors?.[0]?.extensions?.code).toBe('REPORT_NOT_FOUND');
    // The offer fills in the address left on the sitting; nothing is held yet.
    expect((await send('CheckoutOfferBuyer', 'DE', { token: DEMO_ATTEMPT })).body.data!.offerBuyer).toEqual({ email: DEMO_EMAIL, ownedSkuIds: [] });
  });

  it('walks the funnel: start, answer, submit, order, pay, read the report', async () => {
    const started = await send('StartSitting', 'JA', { input: { examId: 1836, code: 'BMBTI', locale: 'JA', country: 'JP' } });
    const token = (started.body.data!.startTest as { attempt: { token: string } }).attempt.token;
    await send('SaveSittingAnswers', 'JA', { token, answers: [{ questionKey: 'EI-01', value: 7 }] });
    expect((await send('SubmitSitting', 'JA', { token })).body.data!.submitTest).toMatchObject({ errors: [], result: { resultToken: token } });
    const created = await send('CheckoutCreateOrder', 'JA', { input: { attemptToken: token, skuId: skuByCode(1836, 'report')!.id, country: 'JP', email: 'kenji@example.com', acceptTerms: true } });
    const { order, token: orderToken } = created.body.data!.createOrder as { order: { orderNumber: string; amount: { currency: { code: string } } }; token: string };
    expect(order.amount.currency.code).toBe('JPY');
    const paid = await send('CheckoutPayOrder', 'JA', { input: { orderRef: order.orderNumber, token: orderToken, method: 'CARD', testCard: '4242 4242 4242 4242' } });
    const { reportToken, status } = (paid.body.data!.payOrder as { order: { reportToken: string; status: string } }).order;
    expect(status).toBe('PAID');
    const report = await send('ReportView', 'JA', { token: reportToken, locale: 'JA' });
    expect(report.body.data!.report).toMatchObject({ reportToken, document: { lang: 'ja' } });
  });
});

describe('the paid-report member', () => {
  withScenario('paid-report');

  it('has a monthly plan: billing lists and cancels it, the offer marks held products, the library opens', async () => {
    await send('AccountSignIn', 'FR');
    const billing = (await send('AccountBilling', 'FR', { locale: 'FR' })).body.data!;
    const [plan] = billing.mySubscriptions as Array<{ id: string; planCode: string; status: string; cancellable: boolean }>;
    expect(plan).toMatchObject({ planCode: 'monthly', status: 'ACTIVE', cancellable: true });
    expect((billing.myPayments as Array<{ orderNumber: string }>).map((payment) => payment.orderNumber)).toContain(DEMO_ORDER_NUMBER);
    const cancelled = (await send('AccountCancelSubscription', 'FR', { id: plan!.id, locale: 'FR' })).body.data!.cancelMySubscription;
    expect(cancelled).toMatchObject({ errors: [], subscription: { id: plan!.id, status: 'CANCELLED' } });
    expect((await send('AccountBilling', 'FR', { locale: 'FR' })).body.data!.mySubscriptions).toMatchObject([{ cancellable: false, nextChargeAt: null, cancelledAt: expect.any(String) }]);
    const again = (await send('AccountCancelSubscription', 'FR', { id: plan!.id, locale: 'FR' })).body.data!.cancelMySubscription;
    expect(again).toMatchObject({ subscription: null, errors: [{ code: 'NOT_CANCELLABLE' }] });

    const buyer = (await send('CheckoutOfferBuyer', 'FR', { token: DEMO_ATTEMPT })).body.data!.offerBuyer as { email: string; ownedSkuIds: number[] };
    expect(buyer.email).toBe(DEMO_EMAIL);
    // The monthly plan covers every product of the exam, the VIP add-on's member centre included.
    const codes = ['trial-weekly', 'monthly', 'report', 'skip-trial', 'skill-packs', 'in-depth-content', 'member-exclusive', 'access-product'];
    expect([...buyer.ownedSkuIds].sort((a, b) => a - b)).toEqual(codes.map((code) => skuByCode(1836, code)!.id).sort((a, b) => a - b));

    const centre = (await send('MemberCentre', 'FR')).body.data!.memberCentre as { member: boolean; features: string[] };
    expect(centre.member).toBe(true);
    expect(centre.features).toEqual(expect.arrayContaining(['SKILL_PACKS', 'IN_DEPTH_CHAPTERS', 'IQ_REPORT']));
    const library = (await send('MemberLibrary', 'FR', { locale: 'FR' })).body.data!.memberLibrary as { locale: string; entries: Array<{ kind: string; id: string; held: boolean }> };
    expect(library.locale).toBe('FR');
    expect(library.entries.every((entry) => entry.held)).toBe(true);
    const pack = library.entries.find((entry) => entry.kind === 'PACK')!;
    const reading = (await send('MemberReading', 'FR', { kind: 'PACK', id: pack.id, locale: 'FR', type: 'INFP-T' })).body.data!.reading as { lang: string; readerType: string; sections: unknown[] };
    expect(reading).toMatchObject({ lang: expect.stringMatching(/^fr/), readerType: 'INFP-T' });
    expect(reading.sections.length).toBeGreaterThan(0);
    const unknown = await send('MemberReading', 'FR', { kind: 'CHAPTER', id: 'nope', locale: 'FR', type: null });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('the payment-declined scenario', () => {
  withScenario('payment-declined');

  it('declines the card with the reason, and PayPal still pays', async () => {
    const card = await send('CheckoutPayOrder', 'EN', { input: { orderRef: DEMO_ORDER_NUMBER, token: DEMO_ORDER_TOKEN, method: 'CARD' } });
    expect(card.body.data!.payOrder).toMatchObject({ order: { status: 'FAILED', payment: { status: 'FAILED' } }, errors: [{ code: 'PAYMENT_FAILED' }] });
    const paypal = await send('CheckoutPayOrder', 'EN', { input: { orderRef: DEMO_ORDER_NUMBER, token: DEMO_ORDER_TOKEN, method: 'PAYPAL' } });
    expect(paypal.body.data!.payOrder).toMatchObject({ order: { status: 'PAID' }, errors: [] });
  });
});

describe('the server-error scenario', () => {
  withScenario('server-error');

  it('answers every operation with a 500', async () => {
    for (const name of ['LandingStats', 'StartSitting', 'CheckoutPayOrder'] as const) {
      const reply = await send(name, 'EN');
      expect(reply.status).toBe(500);
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('the slow-network scenario', () => {
  withScenario('slow-network');

  it('holds every answer back before giving it', async () => {
    const started = Date.now();
    const reply = await send('LandingStats', 'EN');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_NETWORK_MS - 50);
    expect(reply).toMatchObject({ status: 200, body: { data: { landingStats: { completedToday: 8237 } } } });
  });
});
