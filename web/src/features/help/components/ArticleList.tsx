// The list of help articles: title and first sentence, each linking to its detail page.
import { Link } from 'react-router';

export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  to: string;
}

/** The first sentence of an article body, for the list. */
export function excerptOf(body: string, max = 160): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?。！？](\s|$)/.exec(text)?.[0].trim() ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

export function ArticleList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className="article-list">
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={a.to} className="article-list__link">
            <span className="article-list__title">{a.title}</span>
            <span className="article-list__excerpt">{a.excerpt}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
