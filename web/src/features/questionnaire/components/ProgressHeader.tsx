// Progress of the sitting: the part, how many questions are answered, a bar split into the three parts, and a polite
// live region that announces the position when the question changes.
interface Props {
  label: string;
  partLabel: string;
  answeredText: string;
  /** Share answered, 0-100. */
  percent: number;
  announcement: string;
  note?: string;
}

export function ProgressHeader({ label, partLabel, answeredText, percent, announcement, note }: Props) {
  return (
    <section className="q-progress" aria-label={label}>
      <div className="q-progress__row">
        <span className="tag q-progress__part">{partLabel}</span>
        <span className="q-progress__count">{answeredText}</span>
      </div>
      <div className="q-progress__bar" aria-hidden="true">
        <span className="q-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {note && <p className="q-progress__note">{note}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </section>
  );
}
