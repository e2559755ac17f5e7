// The type's keywords and famous people, in one card.
import { useIntl } from 'react-intl';
import { resultMessages as m } from '../messages';

export function TypeTraits({ code, keywords, famousPeople }: { code: string; keywords: readonly string[]; famousPeople: readonly string[] }) {
  const intl = useIntl();
  return (
    <div className="result-card">
      <section aria-labelledby="keywords-title">
        <h2 id="keywords-title">{intl.formatMessage(m.keywordsTitle)}</h2>
        <ul className="result-keywords">
          {keywords.map((keyword) => <li key={keyword} className="tag">{keyword}</li>)}
        </ul>
      </section>
      <section aria-labelledby="famous-title" className="result-card__next">
        <h2 id="famous-title">{intl.formatMessage(m.famousTitle, { code })}</h2>
        <ul className="result-famous">
          {famousPeople.map((person) => <li key={person}>{person}</li>)}
        </ul>
      </section>
    </div>
  );
}
