// The methodology page (/methodology/{code}-{examId}): the text in the visitor's language, with the questionnaire's
// live reliability (reliability(examId)) and the simulated figures placed under its 'Reliability' section.
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useGraphQL } from '../../../lib/use-graphql';
import { useExam } from '../../../lib/use-links';
import { MethodologyPageDocument, MethodologyReliabilityDocument } from '../api';
import { MethodologyArticle } from '../components/MethodologyArticle';
import { ReliabilityFigures } from '../components/ReliabilityFigures';
import { methodologyMessages as m } from '../messages';
import '../methodology.css';

const selectLocale = (s: AppState) => s.locale;

export function MethodologyRoute() {
  const intl = useIntl();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const page = useGraphQL(MethodologyPageDocument, { examId: exam.examId, locale });
  const methodology = page.data?.methodology;
  const questionnaire = methodology?.questionnaireExamId;
  const figures = useGraphQL(MethodologyReliabilityDocument, { examId: questionnaire ?? 0 }, { skip: questionnaire === undefined });
  useDocumentTitle(methodology?.title ?? intl.formatMessage(m.tabTitle));

  const reliability = figures.error ? <LoadError onRetry={figures.retry} /> : !figures.data ? <Loading />
    : <ReliabilityFigures reliability={figures.data.reliability} />;
  return (
    <div className="container container--narrow page">
      {page.error ? <LoadError onRetry={page.retry} /> : !methodology ? (
        // The page's heading while its text loads (a prerendered page is read before that).
        <><header className="page__header"><h1>{intl.formatMessage(m.tabTitle)}</h1></header><Loading /></>
      ) : (
        <MethodologyArticle
          title={methodology.title}
          summary={methodology.summary}
          updated={methodology.updated}
          sections={methodology.sections}
          extra={(id) => (id === 'reliability' ? reliability : null)}
        />
      )}
    </div>
  );
}
