// The free result: the type's illustration, code and title, description, the five indicators, the secondary type, population shares,
// keywords and famous people, and the honest note that this result stays free, with the in-depth report offer.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Paragraphs } from '../../../components/Paragraphs';
import { TypeArt } from '../../../components/TypeArt';
import { methodologyLinkMessages } from '../../../lib/methodology-link-messages';
import type { FreeResultView } from '../api';
import { resultMessages as m } from '../messages';
import { IndicatorList } from './IndicatorList';
import { PopulationFigures } from './PopulationFigures';
import { TypeTraits } from './TypeTraits';

interface Props {
  result: FreeResultView;
  secondaryTitle: string | null;
  offerHref: string;
  typesHref: string;
  /** The methodology page's section on bands and borderline letters. */
  methodologyHref: string;
}

export function FreeResult({ result, secondaryTitle, offerHref, typesHref, methodologyHref }: Props) {
  const intl = useIntl();
  const type = result.personalityType;
  return (
    <div className="container result">
      <header className="result__hero">
        <TypeArt code={result.typeCode} size={168} className="result__art" />
        <p className="eyebrow">{intl.formatMessage(m.eyebrow)}</p>
        <h1 className="result__title">
          <span className="result__code">{result.fullCode}</span>
          {type && <span className="result__name">{type.title}</span>}
        </h1>
        {type && <p className="lead">{type.summary}</p>}
      </header>

      <section className="result-section" aria-labelledby="result-indicators-title">
        <h2 id="result-indicators-title">{intl.formatMessage(m.indicatorsTitle)}</h2>
        <p className="result-section__intro">{intl.formatMessage(m.indicatorsIntro)}</p>
        <IndicatorList indicators={result.indicators} />
        <p className="result-section__more"><Link to={methodologyHref}>{intl.formatMessage(methodologyLinkMessages.result)}</Link></p>
      </section>

      {result.secondaryCode && (
        <section className="result-card result-card--accent" aria-labelledby="secondary-title">
          <h2 id="secondary-title">{intl.formatMessage(m.secondaryTitle, { code: result.secondaryCode })}</h2>
          <p>{intl.formatMessage(m.secondaryText, { code: result.secondaryCode, title: secondaryTitle ?? result.secondaryCode })}</p>
        </section>
      )}

      {type && (
        <div className="result-grid">
          <section className="result-card result-card--wide" aria-labelledby="about-title">
            <h2 id="about-title">{intl.formatMessage(m.aboutTitle)}</h2>
            <Paragraphs text={type.description} headingLevel={3} className="result-card__prose" />
          </section>
          <PopulationFigures code={type.code} population={type.population} />
          <TypeTraits code={type.code} keywords={type.keywords} famousPeople={type.famousPeople} />
        </div>
      )}

      <aside className="cta-panel result__free" aria-labelledby="free-title">
        <div>
          <h2 id="free-title">{intl.formatMessage(m.freeTitle)}</h2>
          <p>{intl.formatMessage(m.freeText)}</p>
        </div>
        <div className="button-row">
          <Link className="button button--primary button--large" to={offerHref}>{intl.formatMessage(m.offer)}</Link>
          <Link className="button button--secondary" to={typesHref}>{intl.formatMessage(m.allTypes)}</Link>
        </div>
      </aside>
    </div>
  );
}
