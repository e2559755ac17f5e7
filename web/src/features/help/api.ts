// GraphQL operations of the help centre, for the light client (sources for codegen, generated documents for the pages).
export const sources = [
  /* GraphQL */ `
    query HelpArticleList($examId: Int!, $locale: String!) {
      helpArticles(examId: $examId, locale: $locale) {
        id
        title
        slug
        position
        body
      }
    }
  `,
  /* GraphQL */ `
    query HelpArticleDetail($id: Int!) {
      helpArticle(id: $id) {
        id
        title
        body
        locale
      }
    }
  `,
];

export { HelpArticleDetailDocument, HelpArticleListDocument } from '../../gql/graphql';
