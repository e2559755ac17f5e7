// A help article (/helpDetail/{code}-{examId}?id=...): a missing or malformed id is the 404 page, an unknown one says so.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { Paragraphs } from '../../../components/Paragraphs';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { parseArticleId } from '../../../lib/paths';
import { useGraphQL } from '../../../lib/use-graphql';
import { useLinks } from '../../../lib/use-links';
import { useNotFound } from '../../../lib/use-not-found';
import { HelpArticleDetailDocument } from '../api';
import { SupportBox } from '../components/SupportBox';
import { helpMessages as m } from '../messages';

export function HelpDetailRoute() {
  const { search } = useLocation();
  const notFound = useNotFound();
  const id = parseArticleId(search);
  return id === null ? <NotFoundPage {...notFound} /> : <HelpArticle id={id} />;
}

function HelpArticle({ id }: { id: number }) {
  const intl = useIntl();
  const links = useLinks();
  const { data, error, retry } = useGraphQL(HelpArticleDetailDocument, { id });
  const article = data?.helpArticle;
  useDocumentTitle(article?.title ?? intl.formatMessage(m.title));

  let body;
  if (error?.code === 'HELP_ARTICLE_NOT_FOUND') body = <><h1>{intl.formatMessage(m.title)}</h1><p role="alert">{intl.formatMessage(m.notFound)}</p></>;
  else if (error) body = <><h1>{intl.formatMessage(m.title)}</h1><LoadError onRetry={retry} /></>;
  else if (!article) body = <Loading />;
  else body = (
    <article className="prose">
      <h1>{article.title}</h1>
      <Paragraphs text={article.body} />
    </article>
  );

  return (
    <div className="container container--narrow page">
      <nav aria-label={intl.formatMessage(m.breadcrumb)} className="breadcrumb">
        <Link to={links.screen('help')}>← {intl.formatMessage(m.back)}</Link>
      </nav>
      {body}
      <SupportBox title={intl.formatMessage(m.supportTitle)} links={[
        { label: intl.formatMessage(m.supportLink), to: links.screen('support', { hash: 'support-form' }) },
        { label: intl.formatMessage(m.refundLink), to: links.screen('support', { query: { refund: '1' }, hash: 'support-form' }) },
        { label: intl.formatMessage(m.dataLink), to: links.screen('privacyRequest') },
      ]} />
    </div>
  );
}
