import { LOCALES, type Locale } from '../../../shared/locale.js';
import { bandText, borderlineText, ReportCompositionError, TYPE_CODES } from './report-content.js';
import { composeReport } from './compose-report.js';
import { SECTION_IDS } from './section-ids.js';
import type { CountryTestCount, ReportDocument } from './report-document.js';
import { COUNTRY_RANKING_THRESHOLDS } from './sections-reference.js';
import { SAMPLE_RANKING, sampleScore } from './sample-score.js';

/** Every string in the document, with its path, for the completeness checks. */
function strings(value: unknown, path = 'doc'): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The visible text of a section: paragraphs, headings and list items, one per line. */
function sectionText(doc: ReportDocument, id: string): string {
  const section = doc.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section.blocks
    .flatMap((block) => (block.kind === 'list' ? block.items : block.kind === 'dimensions' ? [] : [block.text]))
    .join('\n');
}

const ALL_BORDERLINE = { EI: 52, SN: 52, TF: 52, JP: 52, AT: 52 };

describe('composeReport', () => {
  it('composes every type in every locale, clear and borderline, without missing or unfilled text', () => {
    expect(TYPE_CODES).toHaveLength(16);
    const problems: string[] = [];
    for (const code of TYPE_CODES) {
      for (const locale of LOCALES) {
        for (const [fullCode, leanings] of [[`${code}-A`, {}], [`${code}-T`, ALL_BORDERLINE]] as const) {
          const doc = composeReport({ score: sampleScore(fullCode, leanings), locale, ...SAMPLE_RANKING });
          if (doc.sections.map((section) => section.id).join() !== SECTION_IDS.join()) problems.push(`${fullCode} ${locale}: section order`);
          if (doc.dimensions.length !== 5 || doc.basics.keywords.length !== 6) problems.push(`${fullCode} ${locale}: table or keywords`);
          for (const [path, text] of strings(doc)) {
            const unfilled = /[{}]/.test(text);
            if (!text.trim() || unfilled || /undefined|NaN|\[object/.test(text)) problems.push(`${fullCode} ${locale} ${path}: "${text}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes every locale in its own language, not the English fallback', () => {
    const score = sampleScore('ENFP-T');
    const english = composeReport({ score, locale: 'EN' });
    for (const locale of LOCALES.filter((candidate) => candidate !== 'EN')) {
      const doc = composeReport({ score, locale });
      doc.sections.forEach((section, index) => expect([locale, section.title]).not.toEqual([locale, english.sections[index].title]));
      expect(doc.title).not.toEqual(english.title);
      expect(doc.dimensions[0].interpretation).not.toEqual(english.dimensions[0].interpretation);
    }
    expect(composeReport({ score, locale: 'CN' }).sections[0].title).toBe('基本概况');
    expect(composeReport({ score, locale: 'HK' }).sections[0].title).toBe('基本概況');
    expect(composeReport({ score, locale: 'KR' }).sections[1].title).toBe('지표 분석');
  });

  it('adds the borderline paragraph and names the secondary type when a letter is borderline', () => {
    const clear = composeReport({ score: sampleScore('INTJ-A', { EI: 80 }), locale: 'EN' });
    const close = composeReport({ score: sampleScore('INTJ-A', { EI: 52 }), locale: 'EN' });

    expect(clear.dimensions[0].borderline).toBeNull();
    expect(clear.secondary).toBeNull();
    expect(sectionText(clear, 'dimensionAnalysis')).toContain('None of your four letters is borderline');

    const row = close.dimensions[0];
    expect(row.range.low).toBeLessThan(50);
    expect(row.borderline).toContain(borderlineText('EI').EN);
    expect(row.borderline).toContain('ENTJ, The Decisive Trailblazer');
    expect(close.secondary).toEqual({ code: 'ENTJ', title: 'The Decisive Trailblazer', line: 'Secondary type: ENTJ, The Decisive Trailblazer' });
    expect(sectionText(close, 'dimensionAnalysis')).toContain('Your result sits close to a second type: ENTJ, The Decisive Trailblazer.');
    expect(sectionText(close, 'careerGrowth')).toContain('Your result is also close to ENTJ');
    expect(sectionText(close, 'resultAnalysis')).toContain('Borderline indicators in your result (1 of 5): Energy source.');
    expect(sectionText(close, 'additionalTest')).toContain('borderline on Energy source');
    expect(sectionText(clear, 'additionalTest')).not.toContain('borderline on');
  });

  it('notes a borderline identity letter with the other full code, in the reader\'s language', () => {
    const doc = composeReport({ score: sampleScore('ISFP-T', { AT: 51 }), locale: 'JA' });
    expect(doc.secondary).toBeNull();
    expect(doc.dimensions[4].borderline).toContain(borderlineText('AT').JA);
    expect(doc.dimensions[4].borderline).toContain('ISFP-A');
  });

  it('follows the clarity of each score, not only the type', () => {
    const slight = composeReport({ score: sampleScore('INTJ-A', { EI: 57, SN: 95 }), locale: 'FR' });
    const veryClear = composeReport({ score: sampleScore('INTJ-A', { EI: 97, SN: 95, TF: 90, JP: 90 }), locale: 'FR' });
    expect(slight.dimensions[0].clarity).toBe('slight');
    expect(veryClear.dimensions[0].clarity).toBe('very_clear');
    expect(slight.dimensions[0].interpretation).toBe(bandText('EI', 'second', 'slight').FR);
    expect(veryClear.dimensions[0].interpretation).toBe(bandText('EI', 'second', 'very_clear').FR);
    expect(slight.dimensions[0].score).toBe(57);
    // The least clear letter is named where it is slight or moderate; all-clear scores get the other growth advice.
    expect(sectionText(slight, 'basicProfile')).toContain('Votre préférence la moins nette : Tourné vers l\'intérieur (I)');
    expect(sectionText(veryClear, 'basicProfile')).not.toContain('la moins nette');
    expect(sectionText(veryClear, 'personalGrowth')).toContain('Toutes vos préférences sont nettes');
  });

  it('changes the growth advice with the identity letter', () => {
    const assertive = sectionText(composeReport({ score: sampleScore('ESTJ-A'), locale: 'DE' }), 'personalGrowth');
    const turbulent = sectionText(composeReport({ score: sampleScore('ESTJ-T'), locale: 'DE' }), 'personalGrowth');
    expect(assertive).toContain('Selbstbewusst (A) erholst du dich schnell');
    expect(turbulent).toContain('Unruhig (T) verlangst du dir viel ab');
  });

  it('lists the top 10 countries in the reader\'s language once there are enough tests', () => {
    const codes = ['US', 'JP', 'DE', 'FR', 'BR', 'KR', 'CN', 'ES', 'GB', 'CA', 'MX', 'IT'];
    const recentCountries = codes.map((countryCode, index) => ({ countryCode, tests: 1000 - index * 10 }));
    const doc = composeReport({ score: sampleScore('INFJ-A'), locale: 'JA', recentCountries });
    const list = doc.sections.find((section) => section.id === 'topCountries')?.blocks.find((block) => block.kind === 'list');
    expect(list && list.kind === 'list' && list.items).toHaveLength(10);
    expect(list && list.kind === 'list' && list.items[0]).toBe('アメリカ合衆国：1,000');
  });

  it('leaves the country ranking out until it means something', () => {
    const { minTestsPerCountry, minCountries, minTotalTests } = COUNTRY_RANKING_THRESHOLDS;
    const ids = (recentCountries: CountryTestCount[]) =>
      composeReport({ score: sampleScore('INFJ-A'), locale: 'EN', recentCountries }).sections.map((section) => section.id);
    const countries = (count: number, tests: number) =>
      ['US', 'JP', 'DE', 'FR', 'BR', 'KR', 'CN', 'ES'].slice(0, count).map((countryCode) => ({ countryCode, tests }));
    const enough = Math.max(minTestsPerCountry, Math.ceil(minTotalTests / minCountries));
    expect(ids(countries(minCountries, enough))).toContain('topCountries');
    // One order from one country: the report shows no "1. United States: 1".
    expect(ids([{ countryCode: 'US', tests: 1 }])).not.toContain('topCountries');
    expect(ids([])).not.toContain('topCountries');
    expect(ids(countries(minCountries - 1, 10 * minTotalTests))).not.toContain('topCountries');
    expect(ids(countries(minCountries, Math.floor((minTotalTests - 1) / minCountries)))).not.toContain('topCountries');
    // Countries with too few tests are left off the list and do not count toward the minimum.
    const withStragglers = composeReport({
      score: sampleScore('INFJ-A'), locale: 'EN',
      recentCountries: [...countries(minCountries, enough), { countryCode: 'IT', tests: minTestsPerCountry - 1 }],
    });
    expect(sectionText(withStragglers, 'topCountries')).not.toContain('Italy');
    expect(ids([...countries(minCountries - 1, enough), { countryCode: 'IT', tests: minTestsPerCountry - 1 }])).not.toContain('topCountries');
  });

  it('shows the ranking score when given, and leaves the section out when there is none', () => {
    const withRanking = composeReport({ score: sampleScore('ENTP-A'), locale: 'DE', rankingScore: { score: 118, outOf: 160, percentile: 82.5 } });
    expect(sectionText(withRanking, 'rankingScore')).toBe('Dein aktueller Ranking-Wert: 118 von 160. Das ist mehr als bei 82,5\u00a0% der Menschen, die denselben Test kürzlich gemacht haben.');
    const without = composeReport({ score: sampleScore('ENTP-A'), locale: 'EN' });
    expect(without.sections.map((section) => section.id)).toEqual(SECTION_IDS.filter((id) => id !== 'topCountries' && id !== 'rankingScore'));
  });

  it('names the population source, and takes our own figures with their source when given', () => {
    const seeded = composeReport({ score: sampleScore('INTJ-A'), locale: 'EN' });
    expect(seeded.basics.population.map((figure) => figure.text)).toEqual(['2.1%', '3.3%', '0.8%']);
    expect(seeded.basics.populationSource).toContain('MBTI Manual (Myers, McCaulley, Quenk & Hammer, 1998)');
    expect(sectionText(seeded, 'professionalReference')).toContain('not a clinical or psychological diagnosis');

    const own = composeReport({
      score: sampleScore('INTJ-A'),
      locale: 'FR',
      population: { overall: 3.4, male: 4.1, female: 2.7, source: 'Mindprint, 48 210 tests (2025)' },
    });
    // Intl puts a (narrow) no-break space before the French percent sign.
    expect(own.basics.population.map((figure) => figure.text.replace(/\s/g, ' '))).toEqual(['3,4 %', '4,1 %', '2,7 %']);
    expect(sectionText(own, 'professionalReference')).toContain('Mindprint, 48 210 tests (2025)');
  });

  it('throws a clear error for an unknown type code', () => {
    const score = { ...sampleScore('INTJ-A'), code: 'XNTJ', fullCode: 'XNTJ-A' };
    expect(() => composeReport({ score, locale: 'EN' })).toThrow(ReportCompositionError);
    expect(() => composeReport({ score, locale: 'EN' })).toThrow('Unknown personality type code "XNTJ"; expected one of');
    try {
      composeReport({ score, locale: 'EN' });
    } catch (error) {
      expect((error as ReportCompositionError).code).toBe('UNKNOWN_TYPE');
    }
  });

  it('rejects a score whose letters do not match its code, and bad inputs', () => {
    const score = { ...sampleScore('INTJ-A'), code: 'ENTJ', fullCode: 'ENTJ-A' };
    expect(() => composeReport({ score, locale: 'EN' })).toThrow(/does not match the indicator letters INTJ-A/);
    const valid = sampleScore('INTJ-A');
    expect(() => composeReport({ score: valid, locale: 'XX' as Locale })).toThrow(/Unknown locale/);
    expect(() => composeReport({ score: valid, locale: 'EN', recentCountries: [{ countryCode: 'USA', tests: 3 }] })).toThrow(/alpha-2/);
    expect(() => composeReport({ score: valid, locale: 'EN', rankingScore: { score: 1, outOf: 0 } })).toThrow(/outOf/);
  });
});
