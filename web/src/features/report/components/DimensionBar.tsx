// One dimension drawn between its poles: the middle line, the 90% band and the score's dot, the person's pole in bold.
// Decorative: the table cells beside it say the same in words.
import type { BarGeometry } from '../logic/dimension-bar';

interface Props {
  geometry: BarGeometry;
  firstPole: string;
  secondPole: string;
  /** Which pole the person's letter is. */
  side: 'first' | 'second';
}

export function DimensionBar({ geometry, firstPole, secondPole, side }: Props) {
  const pole = (own: boolean) => (own ? 'report-bar__pole report-bar__pole--on' : 'report-bar__pole');
  return (
    <div className="report-bar" aria-hidden="true">
      <div className="report-bar__poles">
        <span className={pole(side === 'first')}>{firstPole}</span>
        <span className={pole(side === 'second')}>{secondPole}</span>
      </div>
      <div className="report-bar__track">
        <span className="report-bar__middle" />
        <span
          className={geometry.crossesMiddle ? 'report-bar__band report-bar__band--borderline' : 'report-bar__band'}
          style={{ left: `${geometry.bandLeft}%`, width: `${geometry.bandWidth}%` }}
        />
        <span className="report-bar__marker" style={{ left: `${geometry.markerLeft}%` }} />
      </div>
    </div>
  );
}
