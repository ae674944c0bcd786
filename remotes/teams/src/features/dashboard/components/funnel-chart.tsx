import type { FunnelPoint } from '@hackmate/shared/contracts';
import { funnelPoints, type FunnelLine } from '../lib/funnel-path';

const WIDTH = 320;
const HEIGHT = 120;
const LINES: { line: FunnelLine; label: string }[] = [
  { line: 'going', label: 'Going' },
  { line: 'looking', label: 'Looked for a team' },
  { line: 'inTeam', label: 'In a team' },
];

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The funnel going → looking → in a team over time, as three lines in a small SVG that scales to
 * its column. The numbers at the end are in the text beside it, for screen readers and small screens.
 */
export function FunnelChart({ series }: { series: readonly FunnelPoint[] }) {
  const last = series.at(-1);
  if (!last) return <p className="hm-muted">The chart starts when the first person joins.</p>;
  return (
    <figure className="hm-funnel">
      <svg className="hm-funnel__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby="hm-funnel-caption">
        <line className="hm-funnel__axis" x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
        {LINES.map(({ line }) => (
          <polyline key={line} className={`hm-funnel__line hm-funnel__line--${line}`} points={funnelPoints(series, line, WIDTH, HEIGHT)} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <figcaption id="hm-funnel-caption" className="hm-funnel__caption">
        <span className="hm-muted">
          {when(series[0]!.at)} – {when(last.at)}
        </span>
        <ul className="hm-funnel__legend">
          {LINES.map(({ line, label }) => (
            <li key={line}>
              <span className={`hm-funnel__key hm-funnel__key--${line}`} aria-hidden="true" /> {label}: <strong>{last[line]}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
