// One statement with its agreement scale, inside a form whose submit is 'Next step'. Choosing an answer goes on by
// itself (the flow waits a moment first); number keys 1-7 answer from anywhere in the card, Backspace goes back and
// Enter on the heading goes on, so the whole test works from the keyboard with one key per statement.
import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { AgreementScale } from './AgreementScale';

export interface QuestionCardText {
  number: string;
  finishEditing: string;
  instructions: string;
  /** Says beforehand that an answer moves on (WCAG 3.2.2). */
  autoAdvance: string;
  keyboardHint: string;
  next: string;
  back: string;
  needAnswer: string;
  notAtAll: string;
  veryMuch: string;
  pointName: (value: number) => string;
}

interface Props {
  questionKey: string;
  statement: string;
  value: number | undefined;
  showMissing: boolean;
  canGoBack: boolean;
  /** False for the question a page opens on: only a change of question moves focus. */
  focusOnShow: boolean;
  text: QuestionCardText;
  /** A deliberate choice: recorded, then the next item after a short pause. */
  onChoose: (value: number) => void;
  /** A choice moved with the arrow keys: recorded only. */
  onAnswer: (value: number) => void;
  onNext: () => void;
  onBack: () => void;
  /** Shown while editing a complete set of answers: straight to the end. */
  onFinish?: () => void;
}

const DIGIT = /^[1-7]$/;

export function QuestionCard({ questionKey, statement, value, showMissing, canGoBack, focusOnShow, text, onChoose, onAnswer, onNext, onBack, onFinish }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const errorId = useId();

  // A new question: focus its heading, so screen readers read it and number keys answer it. Before the browser paints
  // it (a layout effect), so a key pressed as soon as the question shows goes to it.
  useLayoutEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [questionKey, focusOnShow]);

  const focusPoint = (point: number | undefined) =>
    form.current?.querySelector<HTMLInputElement>(`input[type='radio'][value='${point ?? 1}']`)?.focus();

  /** Number keys answer and go on; Backspace goes back; Enter goes on when focus is on the heading or on nothing in particular. */
  const handleKey = (event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null; preventDefault(): void }) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (DIGIT.test(event.key)) {
      event.preventDefault();
      const point = Number(event.key);
      onChoose(point);
      focusPoint(point);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (canGoBack) onBack();
    } else if (event.key === 'Enter' && (event.target === heading.current || !form.current?.contains(event.target as Node))) {
      event.preventDefault();
      onNext();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => handleKey(event);

  // Before anything is focused (a page just opened), keys typed on the page body work too. The handler is swapped in
  // a layout effect, in the same task as the new question's render: a passive effect runs later, and a key pressed in
  // between answered the question shown before (Backspace then a digit at once answered the next one).
  const latest = useRef(handleKey);
  useLayoutEffect(() => {
    latest.current = handleKey;
  });
  useEffect(() => {
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target === document.body || target?.tagName === 'MAIN') latest.current(event);
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  useEffect(() => {
    if (showMissing) focusPoint(undefined);
  }, [showMissing]);

  return (
    <form ref={form} className="q-question" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <fieldset className="q-question__fieldset" aria-describedby={hintId}>
        <legend key={questionKey} className="q-question__legend">
          <span className="q-question__number">{text.number}</span>
          <h1 ref={heading} tabIndex={-1} className="q-question__text">{statement}</h1>
        </legend>
        <p id={hintId} className="q-question__hint">{`${text.instructions} ${text.autoAdvance}`}</p>
        <AgreementScale
          name={`answer-${questionKey}`}
          value={value}
          onChoose={onChoose}
          onAnswer={onAnswer}
          onConfirm={onNext}
          pointName={text.pointName}
          notAtAll={text.notAtAll}
          veryMuch={text.veryMuch}
          invalid={showMissing}
          errorId={errorId}
        />
        {showMissing && <p id={errorId} className="q-field-error" role="alert">{text.needAnswer}</p>}
      </fieldset>
      <div className="q-question__nav">
        <button type="button" className="button button--ghost q-question__back" onClick={onBack} disabled={!canGoBack}>
          <span aria-hidden="true">← </span>{text.back}
        </button>
        <div className="q-question__forward">
          {onFinish && <button type="button" className="button button--secondary" onClick={onFinish}>{text.finishEditing}</button>}
          <button type="submit" className="button button--secondary">{text.next}<span aria-hidden="true"> →</span></button>
        </div>
      </div>
      <p className="q-question__keyboard">{text.keyboardHint}</p>
    </form>
  );
}
