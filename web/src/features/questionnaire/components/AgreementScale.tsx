// The 7-point agreement scale as native radios inside the question's fieldset: arrow keys move, Space or Enter
// select, Enter on the chosen point goes on; each point is a 44 px target with a visible focus ring.
import type { KeyboardEvent } from 'react';
import { SCALE_POINTS } from '../logic/progress';

interface Props {
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  /** Enter on the point already chosen: the next step. */
  onConfirm: () => void;
  /** Spoken names of the points, e.g. '1, Not at all', '2', ... */
  pointName: (value: number) => string;
  notAtAll: string;
  veryMuch: string;
  invalid?: boolean;
  errorId?: string;
}

export function AgreementScale({ name, value, onChange, onConfirm, pointName, notAtAll, veryMuch, invalid, errorId }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, point: number) => {
    if (event.key !== 'Enter') return;
    // Browsers differ on Enter in a radio group; here it selects, or confirms what is already selected.
    event.preventDefault();
    if (value === point) onConfirm();
    else onChange(point);
  };
  return (
    <div className="q-scale">
      <div className="q-scale__points">
        {SCALE_POINTS.map((point) => (
          <label key={point} className="q-scale__point">
            <input
              type="radio"
              className="q-scale__input"
              name={name}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              onKeyDown={(event) => onKeyDown(event, point)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            <span className={`q-scale__dot q-scale__dot--${point}`} aria-hidden="true">{point}</span>
            <span className="visually-hidden">{pointName(point)}</span>
          </label>
        ))}
      </div>
      <div className="q-scale__ends" aria-hidden="true">
        <span>{notAtAll}</span>
        <span>{veryMuch}</span>
      </div>
    </div>
  );
}
