import type { ChartPoint } from './chart-types';
import type { Plot } from './geometry';
import { clip, labelStride, shouldLabel } from './scale';
import type { ChartColors } from './use-chart-colors';

const FONT = 11;

interface Props {
  plot: Plot;
  points: ChartPoint[];
  colors: ChartColors;
  formatTick: (value: number) => string;
}

/** Horizontal grid lines with the value ticks on the left, and as many x labels as fit below. */
export function ChartAxes({ plot, points, colors, formatTick }: Props) {
  const stride = labelStride(points.length, Math.floor((plot.right - plot.left) / 64));
  return (
    <g aria-hidden="true" fontSize={FONT} fill={colors.text}>
      {plot.ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={plot.y(tick)} y2={plot.y(tick)} stroke={tick === 0 ? colors.axis : colors.grid} strokeWidth={1} />
          <text x={plot.left - 6} y={plot.y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {points.map((p, i) =>
        shouldLabel(i, points.length, stride) ? (
          <text key={p.key} x={plot.x(i)} y={plot.bottom + FONT + 6} textAnchor="middle">
            {clip(p.label)}
          </text>
        ) : null,
      )}
    </g>
  );
}
