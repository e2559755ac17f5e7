// What members get, gated by the entitlement model: a monthly-plan buyer reads every skill pack and in-depth chapter
// (tailored to their type, in their language) and downloads each as a PDF; the member centre and the store say what
// they hold; an account without a plan, and a visitor, get coded refusals and no PDF.
import { revokeForOrder } from '../../api/src/modules/entitlement/entitlement.service.js';
import { readPdf } from '../support/pdf-text.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import type { Member } from '../account/support.js';
import { accountWithoutPurchase, buyerOf, download } from './support.js';

let server: TestServer;
let planMember: Member;
let noPlan: Member;
let trialMember: Member;

const LIBRARY = '{ memberLibrary(locale: "EN") { locale readerType entries { kind id title held } } }';
const READING = `query ($kind: ReadingKind!, $id: String!, $locale: String, $type: String) {
  reading(kind: $kind, id: $id, locale: $locale, type: $type) { kind id title locale lang readerType tailoring sections { id heading label blocks { kind text items } } }
}`;
const CENTRE = '{ memberCentre { member until features } }';
const STORE = '{ myStore(examId: 1836, country: "US", locale: "EN") { offerToken products { owned sku { code } } purchases { orderNumber skuCode title refunded reportToken amount { amountMinor } } } }';

beforeAll(async () => {
  server = await startTestServer();
  [planMember, noPlan, trialMember] = await Promise.all([
    buyerOf(server, 'monthly.member@example.com', 'monthly'),
    accountWithoutPurchase(server, 'no.plan@example.com'),
    buyerOf(server, 'trial.member@example.com', 'trial-weekly'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

it('lists the 12 packs and 2 chapters as held for a monthly-plan member, tailored to their type', async () => {
  const reply = await planMember.graphql(LIBRARY);
  const library = reply.data!.memberLibrary;
  expect(library.entries).toHaveLength(14);
  expect(library.entries.filter((entry: { kind: string }) => entry.kind === 'PACK')).toHaveLength(12);
  expect(library.entries.every((entry: { held: boolean }) => entry.held)).toBe(true);
  expect(library.readerType).toMatch(/^[EI][SN][TF][JP](-[AT])?$/);
});

it('serves a pack with only the sections for the reader\'s own poles, and another type\'s version on request', async () => {
  const own = (await planMember.graphql(READING, { kind: 'PACK', id: 'focus-and-deep-work', locale: 'EN' })).data!.reading;
  expect(own).toMatchObject({ kind: 'PACK', id: 'focus-and-deep-work', locale: 'EN', lang: 'en' });
  expect(own.tailoring).toContain(own.readerType);
  const labelled = own.sections.filter((section: { label: string | null }) => section.label);
  expect(labelled.length).toBeGreaterThan(0);
  expect(own.sections[0].blocks.length).toBeGreaterThan(0);

  const istj = (await planMember.graphql(READING, { kind: 'PACK', id: 'focus-and-deep-work', locale: 'EN', type: 'ISTJ-A' })).data!.reading;
  const enfp = (await planMember.graphql(READING, { kind: 'PACK', id: 'focus-and-deep-work', locale: 'EN', type: 'ENFP-T' })).data!.reading;
  const ids = (reading: { sections: Array<{ id: string }> }) => new Set(reading.sections.map((section) => section.id));
  // Opposite types share the common sections and none of the tailored ones.
  const shared = [...ids(istj)].filter((id) => ids(enfp).has(id));
  expect(shared.length).toBeLessThan(ids(istj).size);
  expect(istj.readerType).toBe('ISTJ-A');
});

it('serves the readings in the asked language', async () => {
  const ja = (await planMember.graphql(READING, { kind: 'CHAPTER', id: 'love', locale: 'JA' })).data!.reading;
  expect(ja).toMatchObject({ kind: 'CHAPTER', locale: 'JA', lang: 'ja' });
  expect(ja.sections[0].heading).toBe('はじめに');
  const pt = (await planMember.graphql(READING, { kind: 'PACK', id: 'decision-making', locale: 'PT' })).data!.reading;
  expect(pt.lang).toBe('pt-BR');
});

it('downloads a pack and a chapter as tagged PDFs in the asked language, tailored like the web page', async () => {
  const pack = await download(server, planMember, '/member/resources/pack/clear-communication/pdf?locale=DE');
  expect(pack.status).toBe(200);
  expect(pack.type).toBe('application/pdf');
  expect(pack.disposition).toMatch(/attachment; filename="mindprint-clear-communication-[a-z]{4}-[at]-de\.pdf"/);
  const packPdf = await readPdf(pack.body);
  expect(packPdf).toMatchObject({ tagged: true, title: 'Klar kommunizieren und schwierige Gespräche führen' });
  expect(packPdf.pages).toBeGreaterThan(2);
  const text = packPdf.text.replace(/\s+/g, ' ');
  expect(text).toContain('Warum es sich lohnt, klare Kommunikation zu üben');
  const web = (await planMember.graphql(READING, { kind: 'PACK', id: 'clear-communication', locale: 'DE' })).data!.reading;
  expect(text).toContain(`Auf Ihren Typ ${web.readerType} zugeschnitten`);
  // The same sections as the web page, so none for the opposite preferences.
  for (const section of web.sections) expect(text).toContain(section.heading.replace(/\s+/g, ' ').slice(0, 30));

  const chapter = await download(server, planMember, '/member/resources/chapter/work/pdf?locale=CN');
  expect(chapter.status).toBe(200);
  const chapterPdf = await readPdf(chapter.body);
  expect(chapterPdf.tagged).toBe(true);
  expect(chapterPdf.text).toContain('导读');
});

it('shows the membership and the features it includes in the member centre', async () => {
  const centre = (await planMember.graphql(CENTRE)).data!.memberCentre;
  expect(centre.member).toBe(true);
  expect(new Date(centre.until).getTime()).toBeGreaterThan(Date.now() + 25 * 24 * 3600_000);
  expect(centre.features).toEqual(expect.arrayContaining(['SKILL_PACKS', 'IN_DEPTH_CHAPTERS', 'MEMBER_CENTRE', 'PRIORITY_SUPPORT', 'IQ_REPORT']));
});

it('marks the plans and the add-ons it covers as owned in the store, and lists the purchase', async () => {
  const store = (await planMember.graphql(STORE)).data!.myStore;
  const owned = Object.fromEntries(store.products.map((product: { owned: boolean; sku: { code: string } }) => [product.sku.code, product.owned]));
  expect(owned).toMatchObject({ monthly: true, 'trial-weekly': true, 'skill-packs': true, 'in-depth-content': true });
  expect(store.purchases).toEqual([expect.objectContaining({ skuCode: 'monthly', refunded: false, amount: { amountMinor: 4999 } })]);

  expect(store.offerToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

  const none = (await noPlan.graphql(STORE)).data!.myStore;
  expect(none.purchases).toEqual([]);
  expect(none.offerToken).toBeNull();
  expect(none.products.every((product: { owned: boolean }) => !product.owned)).toBe(true);
});

it('refuses a member without a plan with a code, and serves them no PDF', async () => {
  const library = (await noPlan.graphql(LIBRARY)).data!.memberLibrary;
  expect(library.entries.some((entry: { held: boolean }) => entry.held)).toBe(false);
  const refused = await noPlan.graphql(READING, { kind: 'PACK', id: 'focus-and-deep-work' });
  expect(refused.data).toBeNull();
  expect(refused.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_HELD');
  const pdf = await download(server, noPlan, '/member/resources/pack/focus-and-deep-work/pdf');
  expect(pdf.status).toBe(403);
  expect(JSON.parse(pdf.body.toString())).toMatchObject({ result: 403, data: null });
  expect((await noPlan.graphql(CENTRE)).data!.memberCentre).toEqual({ member: false, until: null, features: [] });
});

it('asks a visitor to sign in, and answers an unknown pack with its own code', async () => {
  const visitor = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: READING, variables: { kind: 'PACK', id: 'focus-and-deep-work' } }),
  }).then((response) => response.json() as Promise<{ errors: Array<{ extensions: { code: string } }> }>);
  expect(visitor.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  expect((await download(server, null, '/member/resources/chapter/work/pdf')).status).toBe(401);
  const unknown = await planMember.graphql(READING, { kind: 'PACK', id: 'no-such-pack' });
  expect(unknown.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_FOUND');
  expect((await download(server, planMember, '/member/resources/chapter/career/pdf')).status).toBe(404);
});

it('gives the weekly plan the packs but not the in-depth chapters, which it refuses with a code', async () => {
  const library = (await trialMember.graphql(LIBRARY)).data!.memberLibrary;
  const held = (kind: string) => library.entries.filter((entry: { kind: string; held: boolean }) => entry.kind === kind && entry.held).length;
  expect([held('PACK'), held('CHAPTER')]).toEqual([12, 0]);
  expect((await trialMember.graphql(READING, { kind: 'PACK', id: 'habits-and-motivation', locale: 'FR' })).data!.reading.locale).toBe('FR');
  const chapter = await trialMember.graphql(READING, { kind: 'CHAPTER', id: 'work' });
  expect(chapter.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_HELD');
  expect((await download(server, trialMember, '/member/resources/chapter/work/pdf')).status).toBe(403);
  expect((await download(server, trialMember, '/member/resources/pack/habits-and-motivation/pdf')).status).toBe(200);
  const centre = (await trialMember.graphql(CENTRE)).data!.memberCentre;
  expect(centre.features).toEqual(expect.arrayContaining(['SKILL_PACKS', 'MEMBER_CENTRE']));
  expect(centre.features).not.toContain('IN_DEPTH_CHAPTERS');
});

// Last: it takes the monthly member's plan away.
it('stops serving the readings once what granted them is revoked (a refund or a chargeback)', async () => {
  const em = server.database.orm.em.fork();
  const [order] = await em.execute<Array<{ id: string }>>(
    `select id from purchase_order where email = ? and status = 'paid'`, ['monthly.member@example.com']);
  expect(await revokeForOrder(em, order!.id, 'refunded', new Date())).toBeGreaterThan(0);
  const refused = await planMember.graphql(READING, { kind: 'PACK', id: 'focus-and-deep-work' });
  expect(refused.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_HELD');
  expect((await download(server, planMember, '/member/resources/pack/focus-and-deep-work/pdf')).status).toBe(403);
  expect((await planMember.graphql(CENTRE)).data!.memberCentre.member).toBe(false);
});
