// The 7-point agreement scale as native radios inside the question's fieldset, sized like the answer they give:
// large circles at the two ends, the smallest in the middle. A tap, a click, Space or Enter chooses and goes on;
// arrow keys only move the choice (a keyboard user looking around is not sent on); Enter on the chosen point goes on.
// Every point keeps a 44 px target and a visible focus ring whatever the size of its circle.
import { useRef, type KeyboardEvent } from 'react';
import { SCALE_POINTS } from '../logic/progress';

interface Props {
  name: string;
  value: number | undefined;
  /** A deliberate choice (tap, click, Space, Enter): record it and go on after a short pause. */
  onChoose: (value: number) => void;
  /** A choice moved with the arrow keys: record it and stay. */
  onAnswer: (value: number) => void;
  /** Enter (or Space) on the point already chosen: go on now. */
  onConfirm: () => void;
  /** Spoken names of the points, e.g. '1, Not at all', '2', ... */
  pointName: (value: number) => string;
  notAtAll: string;
  veryMuch: string;
  invalid?: boolean;
  errorId?: string;
}

const ARROW = /^Arrow(Left|Right|Up|Down)$/;

export function AgreementScale({ name, value, onChoose, onAnswer, onConfirm, pointName, notAtAll, veryMuch, invalid, errorId }: Props) {
  // Set while an arrow key is down: the change (and the click some browsers fire with it) then only moves the choice.
  const arrowing = useRef(false);
  const stopArrowing = () => {
    arrowing.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, point: number) => {
    if (ARROW.test(event.key)) {
      arrowing.current = true;
      return;
    }
    const chosen = value === point;
    // Browsers differ on Enter in a radio group, and Space on a checked radio changes nothing: both are ours here.
    if (event.key !== 'Enter' && !(event.key === ' ' && chosen)) return;
    event.preventDefault();
    if (chosen) onConfirm();
    else onChoose(point);
  };
  return (
    <div className="q-scale">
      <div className="q-scale__points">
        {SCALE_POINTS.map((point) => (
          <label key={point} className={`q-scale__point q-scale__point--${point}`} onPointerDown={stopArrowing}>
            <input
              type="radio"
              className="q-scale__input"
              name={name}
              value={point}
              checked={value === point}
              onChange={() => {
                if (arrowing.current) onAnswer(point);
              }}
              onClick={() => {
                if (!arrowing.current) onChoose(point);
              }}
              onKeyDown={(event) => onKeyDown(event, point)}
              onKeyUp={stopArrowing}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            <span className={`q-scale__dot q-scale__dot--${point}`} aria-hidden="true">{point}</span>
            <span className="visually-hidden">{pointName(point)}</span>
          </label>
        ))}
      </div>
      <div className="q-scale__ends" aria-hidden="true">
        <span className="q-scale__end q-scale__end--low">{notAtAll}</span>
        <span className="q-scale__end q-scale__end--high">{veryMuch}</span>
      </div>
    </div>
  );
}
