// The question screen once the sitting and its questions are loaded: one question at a time that moves on by itself
// once answered, tips between parts, answers queued for saving as they are given, and the closing 'calculating' step.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import type { Screen } from '../../../lib/paths';
import type { QuestionnaireQuestionsQuery } from '../api';
import { ProgressHeader } from '../components/ProgressHeader';
import { PartTip } from '../components/PartTip';
import { QuestionCard } from '../components/QuestionCard';
import { SaveStatus } from '../components/SaveStatus';
import { progressAt, viewAfter, viewAfterTip, viewBefore, type Answers, type View } from '../logic/progress';
import { progressMessages, questionMessages as m, tipMessages } from '../messages';
import type { SittingRecord } from '../sitting/sitting';
import { useAnswerQueue } from '../sitting/use-sitting';
import { CalculatingStep } from './CalculatingStep';
import { usePartLabels, useQuestionCardText } from './use-question-text';

type Question = QuestionnaireQuestionsQuery['questions'][number];

/** Long enough to see the choice land, short enough not to wait for it; a change of mind inside it restarts it. */
const ADVANCE_DELAY_MS = 350;

interface Props {
  token: string;
  questions: readonly Question[];
  initialAnswers: Answers;
  startIndex: number;
  remember: (record: SittingRecord) => void;
  to: (screen: Screen, token: string) => string;
}

export function QuestionFlow({ token, questions, initialAnswers, startIndex, remember, to }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [view, setView] = useState<View>({ kind: 'question', index: startIndex });
  const [missing, setMissing] = useState(false);
  const [moved, setMoved] = useState(false);
  const { queue, status } = useAnswerQueue(token);
  const parts = usePartLabels();
  const lastIndex = questions.length - 1;
  const index = view.kind === 'calculating' ? lastIndex : view.index;
  const question = questions[index] as Question;
  const progress = progressAt(questions, answers, index);
  const cardText = useQuestionCardText(progress.number, progress.total);
  const advance = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopAdvance = () => {
    if (advance.current !== null) clearTimeout(advance.current);
    advance.current = null;
  };
  // Leaving the screen cancels a pending step.
  useEffect(() => () => {
    if (advance.current !== null) clearTimeout(advance.current);
  }, []);

  useEffect(() => {
    if (view.kind === 'question') remember({ token, page: view.index });
  }, [view, token, remember]);

  // Submitted meanwhile (another tab or device): the answers are final, so show the result.
  if (status.stopCode === 'ALREADY_SUBMITTED') return <Navigate replace to={to('reportResultFreeTest', token)} />;

  const answer = (value: number) => {
    stopAdvance();
    setAnswers((current) => ({ ...current, [question.key]: value }));
    queue?.set(question.key, value);
    setMissing(false);
  };
  const go = (to: View) => {
    stopAdvance();
    setMoved(true);
    setView(to);
  };
  /** The answer is saved at once; the next view follows after the pause unless something else happens first. */
  const choose = (value: number) => {
    answer(value);
    const after = viewAfter(questions, { ...answers, [question.key]: value }, index);
    advance.current = setTimeout(() => go(after), ADVANCE_DELAY_MS);
  };
  const next = () => {
    if (answers[question.key] === undefined) return setMissing(true);
    go(viewAfter(questions, answers, index));
  };
  const back = () => {
    stopAdvance();
    setMissing(false);
    const before = viewBefore(view, lastIndex);
    if (before) go(before);
  };

  const partLabel = parts[progress.part];
  const header = (
    <ProgressHeader
      label={intl.formatMessage(m.progressLabel)}
      partLabel={view.kind === 'calculating' ? parts[3] : partLabel}
      answeredText={intl.formatMessage(progressMessages.answered, { answered: progress.answered, total: progress.total })}
      percent={progress.percent}
      note={view.kind === 'question' && progress.isFinalPart ? intl.formatMessage(m.almostDone) : undefined}
      announcement={view.kind === 'question'
        ? intl.formatMessage(progressMessages.announce, { number: progress.number, total: progress.total, part: partLabel, answered: progress.answered })
        : ''}
    />
  );
  // Nothing to say about saving before the first answer.
  const saveStatus = progress.answered > 0 && (
    <SaveStatus
      status={status.status}
      text={{ saving: intl.formatMessage(m.saving), saved: intl.formatMessage(m.saved), retrying: intl.formatMessage(m.retrying) }}
      onRetry={() => void queue?.flush()}
    />
  );

  return (
    <div className="container q-page">
      {header}
      {view.kind === 'question' && (
        <QuestionCard
          questionKey={question.key}
          statement={question.text}
          value={answers[question.key]}
          showMissing={missing}
          canGoBack={index > 0}
          focusOnShow={moved}
          text={cardText}
          onChoose={choose}
          onAnswer={answer}
          onNext={next}
          onBack={back}
          onFinish={progress.answered === progress.total && index < lastIndex ? () => go({ kind: 'calculating' }) : undefined}
        />
      )}
      {view.kind === 'interstitial' && (
        <PartTip
          eyebrow={intl.formatMessage(tipMessages.eyebrow)}
          title={intl.formatMessage(view.part === 1 ? tipMessages.title1 : tipMessages.title2)}
          text={intl.formatMessage(view.part === 1 ? tipMessages.text1 : tipMessages.text2)}
          continueLabel={intl.formatMessage(tipMessages.continue)}
          backLabel={intl.formatMessage(m.back)}
          onContinue={() => go(viewAfterTip(view))}
          onBack={back}
        />
      )}
      {view.kind === 'calculating' && queue && (
        <CalculatingStep questions={questions} answers={answers} queue={queue} onBack={back} onDone={() => navigate(to('answerSubmit', token))} />
      )}
      {view.kind !== 'calculating' && saveStatus}
    </div>
  );
}
