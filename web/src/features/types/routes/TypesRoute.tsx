// The personality types page: the 16 types from the API in the visitor's language; a shared link's type
// (?type=intj, lib/paths.ts typeSharePath) comes first, featured.
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useGraphQL } from '../../../lib/use-graphql';
import { useHydrated } from '../../../lib/hydrated';
import { useLinks } from '../../../lib/use-links';
import { PersonalityTypeListDocument } from '../api';
import { TypeCard } from '../components/TypeCard';
import { typesMessages as m } from '../messages';

const selectLocale = (s: AppState) => s.locale;

export function TypesRoute() {
  const intl = useIntl();
  const links = useLinks();
  const locale = useAppState(selectLocale);
  const { data, error, retry } = useGraphQL(PersonalityTypeListDocument, { locale });
  useDocumentTitle(intl.formatMessage(m.title));
  const asked = useSearchParams()[0].get('type')?.trim().toUpperCase() ?? '';
  // The shared type moves first right after hydration (the prerendered page is built without one), not during it.
  const shared = useHydrated() ? asked : '';

  return (
    <div className="container page">
      <header className="page__header">
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="lead">{intl.formatMessage(m.intro)}</p>
      </header>
      {error ? <LoadError onRetry={retry} /> : !data ? <Loading /> : (
        <ul className="type-grid">
          {/* The featured card is a new element (its description starts open), also when it becomes featured on hydration. */}
          {sharedFirst(data.personalityTypes, shared).map((type) => {
            const featured = type.code === shared;
            return <TypeCard key={featured ? `${type.code}-featured` : type.code} type={type} featured={featured} />;
          })}
        </ul>
      )}
      <aside className="cta-panel" aria-labelledby="types-cta">
        <h2 id="types-cta">{intl.formatMessage(m.ctaTitle)}</h2>
        <Link className="button button--primary button--large" to={links.screen('answerQuestion')}>{intl.formatMessage(m.cta)}</Link>
      </aside>
    </div>
  );
}

/** The shared type first (read first, in reading and focus order alike), the others in their order. */
function sharedFirst<T extends { code: string }>(types: readonly T[], shared: string): readonly T[] {
  const own = types.find((type) => type.code === shared);
  return own ? [own, ...types.filter((type) => type !== own)] : types;
}
