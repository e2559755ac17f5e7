// The help list: the exam's help articles in the visitor's language.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { methodologyLinkMessages as methodology } from '../../../lib/methodology-link-messages';
import { useGraphQL } from '../../../lib/use-graphql';
import { useExam, useLinks } from '../../../lib/use-links';
import { HelpArticleListDocument } from '../api';
import { ArticleList, excerptOf } from '../components/ArticleList';
import { SupportBox } from '../components/SupportBox';
import { helpMessages as m } from '../messages';

const selectLocale = (s: AppState) => s.locale;

export function HelpListRoute() {
  const intl = useIntl();
  const links = useLinks();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const { data, error, retry } = useGraphQL(HelpArticleListDocument, { examId: exam.examId, locale });
  useDocumentTitle(intl.formatMessage(m.title));

  const articles = [...(data?.helpArticles ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((a) => ({ id: a.id, title: a.title, excerpt: excerptOf(a.body), to: links.helpDetail(a.id) }));

  return (
    <div className="container container--narrow page">
      <header className="page__header">
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="lead">{intl.formatMessage(m.intro)}</p>
      </header>
      {error ? <LoadError onRetry={retry} /> : !data ? <Loading /> : articles.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <ArticleList articles={articles} />
      )}
      <ul className="article-list help-methodology">
        <li>
          <Link to={links.screen('methodology')} className="article-list__link">
            <span className="article-list__title">{intl.formatMessage(methodology.helpTitle)}</span>
            <span className="article-list__excerpt">{intl.formatMessage(methodology.helpText)}</span>
          </Link>
        </li>
      </ul>
      <SupportBox title={intl.formatMessage(m.supportTitle)} links={[
        { label: intl.formatMessage(m.supportLink), to: links.screen('support', { hash: 'support-form' }) },
        { label: intl.formatMessage(m.refundLink), to: links.screen('support', { query: { refund: '1' }, hash: 'support-form' }) },
        { label: intl.formatMessage(m.dataLink), to: links.screen('privacyRequest') },
      ]} />
    </div>
  );
}
