// Every content query of the first slice returns the seeded data, and bad ids or locales give coded errors.
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('exams and questions', () => {
  it('lists both exams with localized titles', async () => {
    const reply = await server.graphql<{ exams: Array<{ id: number; code: string; kind: string; title: string }> }>(
      `{ exams { id code kind title(locale: "JA") } }`);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.exams.map((exam) => [exam.id, exam.code, exam.kind])).toEqual([
      [1836, 'BMBTI', 'PERSONALITY'],
      [2047, 'MRIQ', 'IQ'],
    ]);
    expect(reply.data!.exams[0]!.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('reads one exam, its title following the hl header when no locale is given', async () => {
    const reply = await server.graphql<{ exam: { code: string; title: string; questionCount: number } }>(
      `{ exam(id: 1836) { code title questionCount } }`, undefined, { hl: 'de' });
    expect(reply.data!.exam.code).toBe('BMBTI');
    expect(reply.data!.exam.questionCount).toBeGreaterThanOrEqual(60);
    const english = await server.graphql<{ exam: { title: string } }>(`{ exam(id: 1836) { title } }`);
    expect(reply.data!.exam.title).not.toBe(english.data!.exam.title);
  });

  it('returns the questions of an exam in one locale, in order, three parts, five indicators', async () => {
    const reply = await server.graphql<{ questions: Array<{ key: string; part: number; position: number; indicator: string; keyed: string; text: string; locale: string }> }>(
      `query ($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { key part position indicator keyed text locale } }`,
      { examId: 1836, locale: 'fr' });
    expect(reply.errors).toBeUndefined();
    const questions = reply.data!.questions;
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(questions.map((q) => q.position)).toEqual([...questions.map((q) => q.position)].sort((a, b) => a - b));
    expect(new Set(questions.map((q) => q.part))).toEqual(new Set([1, 2, 3]));
    expect(new Set(questions.map((q) => q.indicator))).toEqual(new Set(['EI', 'SN', 'TF', 'JP', 'AT']));
    for (const question of questions) {
      expect(question.locale).toBe('FR');
      expect(question.text.length).toBeGreaterThan(5);
      expect(['FIRST', 'SECOND']).toContain(question.keyed);
    }
  });

  it('answers an unknown exam with EXAM_NOT_FOUND, not a server error', async () => {
    for (const query of ['{ exam(id: 999999) { id } }', '{ exam(id: -1) { id } }', '{ questions(examId: 5, locale: "EN") { id } }']) {
      const reply = await server.graphql(query);
      expect(reply.status).toBe(200);
      expect(reply.errors?.[0]?.extensions?.code).toBe('EXAM_NOT_FOUND');
      expect(reply.errors?.[0]?.message).toMatch(/No exam with id/);
    }
  });

  it('answers an unknown locale with UNKNOWN_LOCALE and lists the valid ones', async () => {
    const reply = await server.graphql('{ questions(examId: 1836, locale: "xx") { id } }');
    expect(reply.status).toBe(200);
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNKNOWN_LOCALE');
    expect(reply.errors?.[0]?.message).toContain('EN, CN, FR');
    const nested = await server.graphql('{ exams { title(locale: "klingon") } }');
    expect(nested.errors?.[0]?.extensions?.code).toBe('UNKNOWN_LOCALE');
  });

  it('rejects a malformed query with a client error, not a 500', async () => {
    const reply = await server.graphql('{ exam(id: "abc") { id } }');
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('languages, legal documents and help', () => {
  it('lists the nine languages with EN as the default', async () => {
    const reply = await server.graphql<{ languages: Array<{ code: string; nativeName: string; isDefault: boolean }> }>(
      '{ languages(examId: 1836) { code nativeName isDefault } }');
    expect(reply.data!.languages.map((language) => language.code)).toEqual(['EN', 'CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR']);
    expect(reply.data!.languages.filter((language) => language.isDefault).map((language) => language.code)).toEqual(['EN']);
    expect(reply.data!.languages.find((language) => language.code === 'KR')!.nativeName).toBe('한국어');
  });

  it('lists the three legal documents per locale and reads one by id', async () => {
    const reply = await server.graphql<{ protocols: Array<{ id: number; kind: string; locale: string; body: string }> }>(
      '{ protocols(examId: 1836, locale: "KR") { id kind locale body } }');
    expect(reply.data!.protocols.map((protocol) => protocol.kind)).toEqual(['PRIVACY', 'AGREEMENT', 'TERMS']);
    expect(reply.data!.protocols.every((protocol) => protocol.locale === 'KR')).toBe(true);
    const first = reply.data!.protocols[0]!;
    const one = await server.graphql<{ protocol: { body: string } }>(`{ protocol(id: ${first.id}) { body } }`);
    expect(one.data!.protocol.body).toBe(first.body);
  });

  it('returns privacy and agreement together', async () => {
    const reply = await server.graphql<{ privacyAndAgreement: { privacy: { kind: string; title: string }; agreement: { kind: string } } }>(
      '{ privacyAndAgreement(examId: 2047, locale: "ES") { privacy { kind title } agreement { kind } } }');
    expect(reply.data!.privacyAndAgreement.privacy.kind).toBe('PRIVACY');
    expect(reply.data!.privacyAndAgreement.agreement.kind).toBe('AGREEMENT');
  });

  it('lists help articles in order and reads one by id', async () => {
    const reply = await server.graphql<{ helpArticles: Array<{ id: number; slug: string; position: number; title: string }> }>(
      '{ helpArticles(examId: 1836, locale: "HK") { id slug position title } }');
    const articles = reply.data!.helpArticles;
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect(articles.map((article) => article.position)).toEqual([...articles.map((article) => article.position)].sort((a, b) => a - b));
    const one = await server.graphql<{ helpArticle: { slug: string; locale: string } }>(
      `{ helpArticle(id: ${articles[0]!.id}) { slug locale } }`);
    expect(one.data!.helpArticle).toEqual({ slug: articles[0]!.slug, locale: 'HK' });
  });

  it('answers unknown documents and articles with their codes', async () => {
    expect((await server.graphql('{ protocol(id: 987654) { id } }')).errors?.[0]?.extensions?.code).toBe('PROTOCOL_NOT_FOUND');
    expect((await server.graphql('{ helpArticle(id: 0) { id } }')).errors?.[0]?.extensions?.code).toBe('HELP_ARTICLE_NOT_FOUND');
    expect((await server.graphql('{ helpArticles(examId: 1, locale: "EN") { id } }')).errors?.[0]?.extensions?.code).toBe('EXAM_NOT_FOUND');
  });
});

describe('methodology', () => {
  it('serves the methodology page in the asked locale, for the personality questionnaire\'s reliability', async () => {
    const reply = await server.graphql<{ methodology: { locale: string; title: string; updated: string; questionnaireExamId: number; sections: Array<{ id: string; title: string; body: string }> } }>(
      '{ methodology(examId: 2047, locale: "de") { locale title updated questionnaireExamId sections { id title body } } }');
    expect(reply.errors).toBeUndefined();
    const page = reply.data!.methodology;
    expect(page).toMatchObject({ locale: 'DE', title: 'Wie unsere Tests aufgebaut sind', questionnaireExamId: 1836 });
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.sections.map((section) => section.id)).toEqual(['items', 'scale', 'scoring', 'bands', 'reliability', 'limits', 'iq', 'languages']);
    expect(page.sections.find((section) => section.id === 'iq')!.body).toContain('0,33');
  });

  it('answers EXAM_NOT_FOUND and UNSUPPORTED locales with their codes', async () => {
    expect((await server.graphql('{ methodology(examId: 1, locale: "EN") { title } }')).errors?.[0]?.extensions?.code).toBe('EXAM_NOT_FOUND');
    expect((await server.graphql('{ methodology(examId: 1836, locale: "xx") { title } }')).errors?.[0]).toBeDefined();
  });
});

describe('catalog', () => {
  it('lists countries with currencies, zero-decimal and decimal-comma ones included', async () => {
    const reply = await server.graphql<{ countries: Array<{ code: string; continent: string; currency: { code: string; fractionDigits: number; decimalComma: boolean } }> }>(
      '{ countries { code continent currency { code fractionDigits decimalComma } } }');
    const byCode = new Map(reply.data!.countries.map((country) => [country.code, country]));
    expect(byCode.get('JP')!.currency).toEqual({ code: 'JPY', fractionDigits: 0, decimalComma: false });
    expect(byCode.get('KR')!.currency.fractionDigits).toBe(0);
    expect(byCode.get('DE')!.currency).toEqual({ code: 'EUR', fractionDigits: 2, decimalComma: true });
    expect(byCode.get('BR')!.currency.decimalComma).toBe(true);
    expect(byCode.get('FR')!.continent).toBe('EU');
  });

  it('lists card and PayPal for an exam in a country', async () => {
    const reply = await server.graphql<{ paymentMethods: Array<{ code: string; title: string }> }>(
      '{ paymentMethods(examId: 1836, country: "us") { code title } }');
    expect(reply.data!.paymentMethods.map((method) => method.code)).toEqual(['CARD', 'PAYPAL']);
    expect((await server.graphql('{ paymentMethods(examId: 1836, country: "ZZ") { code } }')).errors?.[0]?.extensions?.code)
      .toBe('COUNTRY_NOT_FOUND');
  });

  it('lists the weekly plan with its 3-day trial and the monthly plan', async () => {
    const reply = await server.graphql<{ plans: Array<{ code: string; interval: string; intervalCount: number; trialDays: number; price: { amountMinor: number; currency: { code: string } }; features: string[] }> }>(
      '{ plans(locale: "PT") { code interval intervalCount trialDays features price { amountMinor currency { code } } } }');
    const [weekly, monthly] = reply.data!.plans;
    expect(weekly).toMatchObject({ code: 'weekly', interval: 'WEEK', intervalCount: 1, trialDays: 3, price: { amountMinor: 1999, currency: { code: 'USD' } } });
    expect(monthly).toMatchObject({ code: 'monthly', interval: 'MONTH', trialDays: 0, price: { amountMinor: 4999 } });
    expect(weekly!.features.length).toBeGreaterThan(2);
  });

  it('prices SKUs in the country currency, a free trial renewing at the weekly price', async () => {
    const query = `query ($country: String!) { skus(examId: 1836, country: $country, locale: "EN") {
      id code kind upsellStep price { amountMinor currency { code } } recurringPrice { amountMinor } plan { code } } }`;
    const us = await server.graphql<{ skus: Array<{ id: number; code: string; kind: string; upsellStep: number | null; price: { amountMinor: number; currency: { code: string } }; recurringPrice: { amountMinor: number } | null; plan: { code: string } | null }> }>(
      query, { country: 'US' });
    const trial = us.data!.skus.find((sku) => sku.code === 'trial-weekly')!;
    expect(trial).toMatchObject({ kind: 'SUBSCRIPTION', price: { amountMinor: 0, currency: { code: 'USD' } }, recurringPrice: { amountMinor: 1999 }, plan: { code: 'weekly' } });
    expect(us.data!.skus.filter((sku) => sku.upsellStep !== null).map((sku) => sku.upsellStep)).toEqual([1, 2, 3, 4, 5]);
    const jp = await server.graphql<{ skus: Array<{ code: string; price: { amountMinor: number; currency: { code: string } } }> }>(query, { country: 'JP' });
    const monthly = jp.data!.skus.find((sku) => sku.code === 'monthly')!;
    expect(monthly.price.currency.code).toBe('JPY');
    expect(monthly.price.amountMinor % 100).toBe(0);

    const one = await server.graphql<{ sku: { code: string } }>(`{ sku(examId: 1836, id: ${trial.id}, country: "US", locale: "EN") { code } }`);
    expect(one.data!.sku.code).toBe('trial-weekly');
    expect((await server.graphql('{ sku(examId: 2047, id: 999999, country: "US", locale: "EN") { code } }')).errors?.[0]?.extensions?.code)
      .toBe('SKU_NOT_FOUND');
  });

  it('lists the 16 personality types with population figures', async () => {
    const reply = await server.graphql<{ personalityTypes: Array<{ code: string; title: string; population: { overall: number; male: number; female: number } }> }>(
      '{ personalityTypes(locale: "CN") { code title population { overall male female } } }');
    const types = reply.data!.personalityTypes;
    expect(types).toHaveLength(16);
    expect(types.find((type) => type.code === 'ISTJ')!.population).toEqual({ overall: 11.6, male: 16.4, female: 6.9 });
  });
});
