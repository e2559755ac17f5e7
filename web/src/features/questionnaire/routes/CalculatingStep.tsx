// The closing step of the questions: waits until the server has every answer, then ticks the five indicators off
// one by one (at once when reduced motion is asked for) and goes on to answer-complete.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/DataState';
import { calculatingMessages as m } from '../calculating-messages';
import { CalculatingView, type IndicatorRow } from '../components/CalculatingView';
import type { AnswerQueue } from '../logic/answer-queue';
import { answeredByIndicator, type Answers } from '../logic/progress';
import { questionMessages } from '../messages';

const INDICATORS = ['EI', 'SN', 'TF', 'JP', 'AT'] as const;
const TICK_MS = 320;
const LEAVE_MS = 700;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

interface Props {
  questions: ReadonlyArray<{ key: string; part: number; indicator?: string | null }>;
  answers: Answers;
  queue: AnswerQueue;
  onBack: () => void;
  onDone: () => void;
}

export function CalculatingStep({ questions, answers, queue, onBack, onDone }: Props) {
  const intl = useIntl();
  const [phase, setPhase] = useState<'saving' | 'saved' | 'failed'>('saving');
  const [ticked, setTicked] = useState(0);
  const [round, setRound] = useState(0);
  // The parent passes a new callback on each render; the timer must not restart because of it.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    let live = true;
    setPhase('saving');
    void queue.flush().then((saved) => live && setPhase(saved ? 'saved' : 'failed'));
    return () => {
      live = false;
    };
  }, [queue, round]);

  useEffect(() => {
    if (phase !== 'saved') return;
    if (ticked >= INDICATORS.length) {
      const timer = window.setTimeout(() => done.current(), LEAVE_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => setTicked(prefersReducedMotion() ? INDICATORS.length : ticked + 1), prefersReducedMotion() ? 0 : TICK_MS);
    return () => window.clearTimeout(timer);
  }, [phase, ticked]);

  const counts = useMemo(() => answeredByIndicator(questions, answers), [questions, answers]);
  const rows: IndicatorRow[] = INDICATORS.map((indicator, i) => {
    const count = counts.get(indicator) ?? { answered: 0, total: 0 };
    const ready = phase === 'saved' && i < ticked;
    return {
      key: indicator,
      label: intl.formatMessage(m[indicator]),
      state: ready ? 'ready' : 'checking',
      detail: ready ? intl.formatMessage(m.ready, count) : intl.formatMessage(m.checking),
    };
  });

  return (
    <CalculatingView
      title={intl.formatMessage(m.title)}
      text={intl.formatMessage(m.text)}
      rows={rows}
      doneText={ticked >= INDICATORS.length ? intl.formatMessage(m.done) : null}
      error={phase === 'failed' && (
        <div className="q-calc__error">
          <LoadError onRetry={() => setRound((n) => n + 1)} />
          <button type="button" className="link-button" onClick={onBack}>{intl.formatMessage(questionMessages.back)}</button>
        </div>
      )}
    />
  );
}
