import type { FunnelPoint } from '@hackmate/shared/contracts';

export type FunnelLine = 'going' | 'looking' | 'inTeam';

/**
 * An SVG polyline's points for one line of the funnel, in a `width` × `height` box: time left to
 * right, 0 at the bottom and the most people going at the top (the lines share one scale).
 */
export function funnelPoints(series: readonly FunnelPoint[], line: FunnelLine, width: number, height: number): string {
  if (series.length === 0) return '';
  const top = Math.max(1, ...series.map((p) => p.going));
  const step = series.length === 1 ? 0 : width / (series.length - 1);
  return series
    .map((p, i) => {
      const x = series.length === 1 ? width / 2 : i * step;
      const y = height - (p[line] / top) * height;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
