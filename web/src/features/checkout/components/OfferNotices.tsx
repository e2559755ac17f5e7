// Notices above the purchase form: live activity from real counts only, and the countdown of an offer discount.
export function LiveActivity({ label, lines }: { label: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="co-activity" aria-label={label}>
      <span className="co-activity__dot" aria-hidden="true" />
      <ul className="co-activity__lines">
        {lines.map((line) => <li key={line}>{line}</li>)}
      </ul>
    </section>
  );
}

interface CountdownProps {
  label: string;
  /** The sentence with the time in it; role="timer" (not live) keeps screen readers from announcing every second. */
  text: string;
  clock: string;
  ended: boolean;
  endedText: string;
}

export function Countdown({ label, text, clock, ended, endedText }: CountdownProps) {
  return (
    <section className={`co-countdown${ended ? ' co-countdown--ended' : ''}`} aria-label={label}>
      {ended ? (
        <p role="status">{endedText}</p>
      ) : (
        <>
          <p className="co-countdown__clock" aria-hidden="true">{clock}</p>
          <p className="co-countdown__text" role="timer">{text}</p>
        </>
      )}
    </section>
  );
}
