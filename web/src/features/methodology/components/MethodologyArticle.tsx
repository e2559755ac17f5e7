// The methodology text: title, date, a list of the sections and the sections themselves, each with an anchor; `extra`
// adds content after a section's text (the reliability figures).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Paragraphs } from '../../../components/Paragraphs';
import { methodologyMessages as m, methodologyValueMessages as v } from '../messages';

export interface MethodologySection {
  id: string;
  title: string;
  body: string;
}

interface Props {
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  updated: string;
  sections: readonly MethodologySection[];
  extra?: (sectionId: string) => ReactNode;
}

export function MethodologyArticle({ title, summary, updated, sections, extra }: Props) {
  const intl = useIntl();
  const date = intl.formatDate(new Date(`${updated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className="methodology prose">
      <header className="page__header">
        <h1>{title}</h1>
        <p className="lead">{summary}</p>
        <p className="methodology__updated">{intl.formatMessage(v.updated, { date })}</p>
      </header>
      <nav aria-label={intl.formatMessage(m.contents)} className="toc">
        <ul>
          {sections.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>)}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="methodology__section">
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <Paragraphs text={section.body} headingLevel={3} />
          {extra?.(section.id)}
        </section>
      ))}
    </article>
  );
}
