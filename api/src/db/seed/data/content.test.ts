// Our content is complete in every locale: the item bank (keyed per item, balanced), the 16 types, help and legal texts.
import { LOCALES } from '../../../shared/locale.js';
import { helpArticles } from './help-articles.js';
import { methodologySections, methodologySummary, methodologyTitle } from './methodology.js';
import { indicators, personalityItems } from './personality-items.js';
import { personalityTypes } from './personality-types.js';
import { protocols } from './protocols.js';

const everyLocale = (texts: Record<string, string>) => LOCALES.every((locale) => (texts[locale] ?? '').trim().length > 0);

describe('personality item bank', () => {
  it('has at least 60 items, 12 or more per indicator, balanced between the poles', () => {
    expect(personalityItems.length).toBeGreaterThanOrEqual(60);
    for (const { code } of indicators) {
      const items = personalityItems.filter((item) => item.indicator === code);
      expect(items.length).toBeGreaterThanOrEqual(12);
      expect(items.filter((item) => item.keyed === 'first').length).toBe(items.length / 2);
    }
  });

  it('has every item in every locale, each a translation rather than a copy', () => {
    for (const item of personalityItems) {
      expect(everyLocale(item.text)).toBe(true);
      for (const locale of LOCALES.filter((code) => code !== 'EN')) expect(item.text[locale]).not.toBe(item.text.EN);
    }
  });

  it('keys every item once and spreads the three parts evenly', () => {
    expect(new Set(personalityItems.map((item) => item.key)).size).toBe(personalityItems.length);
    for (const part of [1, 2, 3]) expect(personalityItems.filter((item) => item.part === part).length).toBe(personalityItems.length / 3);
  });

  it('names the five indicators in every locale', () => {
    expect(indicators.map((indicator) => indicator.code)).toEqual(['EI', 'SN', 'TF', 'JP', 'AT']);
    for (const indicator of indicators) expect(everyLocale(indicator.name) && everyLocale(indicator.description)).toBe(true);
  });
});

describe('types, help and legal texts', () => {
  it('describes all 16 types in every locale with population figures summing to about 100%', () => {
    expect(personalityTypes).toHaveLength(16);
    for (const type of personalityTypes) {
      expect(everyLocale(type.title) && everyLocale(type.summary) && everyLocale(type.description)).toBe(true);
      for (const locale of LOCALES) expect(type.keywords[locale]).toHaveLength(6);
    }
    for (const column of ['overall', 'male', 'female'] as const) {
      const total = personalityTypes.reduce((sum, type) => sum + type.population[column], 0);
      expect(Math.abs(total - 100)).toBeLessThan(0.5);
    }
  });

  it('has the methodology page in every locale, each section a translation rather than a copy', () => {
    expect(everyLocale(methodologyTitle) && everyLocale(methodologySummary)).toBe(true);
    for (const section of methodologySections) {
      expect(everyLocale(section.title) && everyLocale(section.body)).toBe(true);
      for (const locale of LOCALES.filter((code) => code !== 'EN')) expect(section.body[locale]).not.toBe(section.body.EN);
      // Paragraphs only: no line breaks inside a paragraph, which the page would read as a heading.
      for (const locale of LOCALES) expect(section.body[locale].split('\n\n').every((paragraph) => !paragraph.includes('\n'))).toBe(true);
    }
  });

  it('has every help article and legal document in every locale', () => {
    for (const article of helpArticles) expect(everyLocale(article.title) && everyLocale(article.body)).toBe(true);
    expect(protocols.map((protocol) => protocol.kind).sort()).toEqual(['agreement', 'privacy', 'terms']);
    for (const protocol of protocols) expect(everyLocale(protocol.title) && everyLocale(protocol.body)).toBe(true);
  });
});
