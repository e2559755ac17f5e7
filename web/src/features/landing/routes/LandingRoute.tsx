// A landing or theme home page: the theme comes from the route (prop) or the landing variant; the theme's layout
// decides the hero style and the order of the sections.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DEFAULT_THEME, parseTheme, type Theme } from '../../../lib/paths';
import { themeAsset } from '../../../lib/theme-assets';
import { useLinks } from '../../../lib/use-links';
import { ClaimsSection } from '../components/ClaimsSection';
import { FinalCta } from '../components/FinalCta';
import { Hero } from '../components/Hero';
import { PriceNote } from '../components/PriceNote';
import { StatsSection } from '../components/StatsSection';
import { StepsSection } from '../components/StepsSection';
import { Testimonials } from '../components/Testimonials';
import { TopicsSection } from '../components/TopicsSection';
import { TypesGrid } from '../components/TypesGrid';
import { LAYOUTS, type SectionKey } from '../layouts';
import { ctaMessages } from '../messages';
import { themeHeroMessages } from '../theme-messages';
import { useLandingData } from './use-landing-data';

export function LandingRoute({ theme: fixed }: { theme?: Theme }) {
  const intl = useIntl();
  const params = useParams();
  const links = useLinks();
  const theme = fixed ?? parseTheme(params.variant) ?? DEFAULT_THEME;
  const layout = LAYOUTS[theme];
  const { stats, price } = useLandingData();
  const title = intl.formatMessage(layout.title);
  useDocumentTitle(title);

  const cta = { to: links.screen('answerQuestion'), label: intl.formatMessage(ctaMessages.takeTest) };
  const priceNote = <PriceNote state={price} />;
  const sections: Record<SectionKey, () => ReactNode> = {
    stats: () => <StatsSection stats={stats.data?.landingStats} error={Boolean(stats.error)} onRetry={stats.retry} />,
    steps: () => <StepsSection />,
    claims: () => <ClaimsSection figures={stats.data?.landingStats.marketingFigures ?? []} />,
    topics: () => <TopicsSection />,
    // SPEC section 2: testimonials appear on the founder page only.
    testimonials: () => (theme === 'founder' ? <Testimonials /> : null),
    typesGrid: () => <TypesGrid to={links.screen('types')} label={intl.formatMessage(themeHeroMessages.typesTeaser)} />,
    final: () => (
      <FinalCta title={intl.formatMessage(ctaMessages.finalTitle)} text={intl.formatMessage(ctaMessages.finalText)} cta={cta} priceNote={priceNote} />
    ),
  };

  return (
    <div className={`landing landing--${theme}`}>
      <Hero
        style={layout.hero}
        badge={intl.formatMessage(themeHeroMessages.heroBadge)}
        title={title}
        text={intl.formatMessage(layout.text)}
        imageSrc={themeAsset(theme, 'hero.svg')}
        cta={cta}
        priceNote={priceNote}
        duration={intl.formatMessage(ctaMessages.duration, { minutes: layout.minutes })}
      />
      {layout.sections.map((key) => (
        <div key={key} className="landing__section">{sections[key]()}</div>
      ))}
    </div>
  );
}
