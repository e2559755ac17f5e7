// One indicator: its two poles either side of a bar with the score marker and the 90% band drawn on it, the score in
// words, and a 'borderline' flag with its one-line explanation when the band crosses the middle.
import type { BarGeometry } from '../band';

export interface IndicatorBarText {
  name: string;
  firstPole: string;
  secondPole: string;
  score: string;
  band: string;
  clarity: string;
  /** Flag and explanation, when the band crosses the middle. */
  borderline: { flag: string; text: string } | null;
}

export function IndicatorBar({ geometry, text }: { geometry: BarGeometry; text: IndicatorBarText }) {
  return (
    <li className={`result-indicator${text.borderline ? ' result-indicator--borderline' : ''}`}>
      <div className="result-indicator__head">
        <h3 className="result-indicator__name">{text.name}</h3>
        {text.borderline && <span className="result-indicator__flag">{text.borderline.flag}</span>}
      </div>
      <div className="result-indicator__poles" aria-hidden="true">
        <span className={geometry.side === 'first' ? 'result-indicator__pole result-indicator__pole--on' : 'result-indicator__pole'}>{text.firstPole}</span>
        <span className={geometry.side === 'second' ? 'result-indicator__pole result-indicator__pole--on' : 'result-indicator__pole'}>{text.secondPole}</span>
      </div>
      <div className="result-indicator__track" aria-hidden="true">
        <span className="result-indicator__middle" />
        <span className="result-indicator__band" style={{ left: `${geometry.bandLeft}%`, width: `${geometry.bandWidth}%` }} />
        <span className="result-indicator__marker" style={{ left: `${geometry.markerLeft}%` }} />
      </div>
      <p className="result-indicator__score">
        <strong>{text.score}</strong>
        <span className="result-indicator__sep" aria-hidden="true"> · </span>
        <span>{text.band}</span>
        <span className="result-indicator__sep" aria-hidden="true"> · </span>
        <span>{text.clarity}</span>
      </p>
      {text.borderline && <p className="result-indicator__note">{text.borderline.text}</p>}
    </li>
  );
}
