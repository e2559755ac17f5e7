// One voice per locale, everywhere a person reads us (site, server messages, mails, terms, help, report, resources):
// German says "du", French "vous", Spanish "tú", Brazilian Portuguese "você", Chinese "你".
import type { Locale } from '../../api/src/shared/locale.js';
import { allCopy } from '../support/copy-corpus.js';

/** Quoted speech (a sample interview question, a line someone says) may address another person differently. */
function withoutQuotes(text: string): string {
  return text.replace(/„[^“]*“/gu, '').replace(/«[^»]*»/gu, '').replace(/“[^”]*”/gu, '').replace(/"[^"]*"/gu, '');
}

const word = (alternatives: string): RegExp => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'u');

/** Forms of the voice a locale does not use. */
const OTHER_VOICE: Partial<Record<Locale, RegExp[]>> = {
  // Mid-sentence capitalised Sie/Ihnen/Ihr... is the formal address ("versuchen Sie", "bei Ihnen"); at the start of a
  // sentence "Sie"/"Ihr" is usually "they"/"their", so only the formal phrases we have used are listed there.
  DE: [
    /[\p{Ll},;] (?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}])/u,
    /(?:^|[.!?:]\s)(?:Ihr|Ihre|Ihren|Ihrem|Ihrer) (?:Typ|Ergebnis|Ergebnisse|Bericht|Konto|Abo|Mitgliedschaft|Fragen|Leitfäden|Präferenzen|eigenen)/u,
    /(?:^|[.!?:]\s)(?:Machen|Lesen|Wiederholen|Fragen|Geben|Bitte) Sie(?![\p{L}])/u,
  ],
  // 'ton' is also the noun ("donner le ton"), 'ustedes' the plural of tú in Latin American Spanish: both left out.
  FR: [word('tu|toi|ta|tes|te'), /(?<![\p{L}])t[’'](?=\p{L})/u],
  ES: [word('usted')],
  PT: [word('tu|teu|tua|teus|tuas|contigo|o senhor|a senhora')],
  CN: [/您/u],
  HK: [/您/u],
};

describe.each(Object.entries(OTHER_VOICE) as [Locale, RegExp[]][])('%s', (locale, patterns) => {
  it('addresses the reader in one voice', async () => {
    const found = (await allCopy(locale))
      .filter(({ text }) => patterns.some((pattern) => pattern.test(withoutQuotes(text))))
      .map(({ where, text }) => `${where}: ${text.slice(0, 100)}`);
    expect(found).toEqual([]);
  });
});
