// The professional tests page: personal development, career, relationships (all on the personality test) and the IQ test.
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { useGraphQL } from '../../../lib/use-graphql';
import { useExam, useLinks } from '../../../lib/use-links';
import { ProfessionalExamsDocument } from '../api';
import { TestCard } from '../components/TestCard';
import { professionalMessages as m } from '../messages';

const selectLocale = (s: AppState) => s.locale;

const ICONS = {
  growth: 'M12 21V11M12 11c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2.5-5.5-6-5.5 0 3.5 2.5 5.5 6 5.5z',
  career: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  love: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  iq: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM15 15l4 4M19 15l-4 4',
};

export function ProfessionalRoute() {
  const intl = useIntl();
  const links = useLinks();
  const exam = useExam();
  const locale = useAppState(selectLocale);
  const { data, error, retry } = useGraphQL(ProfessionalExamsDocument, { locale });
  useDocumentTitle(intl.formatMessage(m.title));

  const personality = data?.exams.find((e) => e.id === exam.examId) ?? data?.exams.find((e) => e.kind === 'PERSONALITY');
  const iq = data?.exams.find((e) => e.kind === 'IQ');
  const personalityStart = links.screen('answerQuestion');
  const tag = intl.formatMessage(m.basedOnType);
  const cards = [
    { key: 'growth', name: m.growthTitle, text: m.growthText, details: m.growthDetails, start: personalityStart, minutes: personality?.durationMinutes, tag },
    { key: 'career', name: m.careerTitle, text: m.careerText, details: m.careerDetails, start: personalityStart, minutes: personality?.durationMinutes, tag },
    { key: 'love', name: m.loveTitle, text: m.loveText, details: m.loveDetails, start: personalityStart, minutes: personality?.durationMinutes, tag },
    {
      key: 'iq', name: m.iqTitle, text: m.iqText, details: m.iqDetails, minutes: iq?.durationMinutes, tag: undefined,
      start: iq ? links.screen('answerQuestion', undefined, { code: iq.code, examId: iq.id }) : null,
    },
  ] as const;

  return (
    <div className="container page">
      <header className="page__header">
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="lead">{intl.formatMessage(m.intro)}</p>
      </header>
      {error ? <LoadError onRetry={retry} compact /> : null}
      <ul className="test-grid">
        {cards.map((card) => (
          <TestCard
            key={card.key}
            name={intl.formatMessage(card.name)}
            text={intl.formatMessage(card.text)}
            details={intl.formatMessage(card.details)}
            tag={card.tag}
            minutes={card.minutes}
            startTo={card.start}
            icon={ICONS[card.key]}
          />
        ))}
      </ul>
    </div>
  );
}
