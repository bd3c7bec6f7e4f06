import type { ChartPoint } from './chart-types';
import { FONT_SIZE, type Plot } from './geometry';
import { clip, labelStride, shouldLabel } from './scale';
import type { ChartColors } from './use-chart-colors';

interface Props {
  plot: Plot;
  points: ChartPoint[];
  colors: ChartColors;
  formatTick: (value: number) => string;
}

/** Horizontal grid lines with the value ticks on the left, and as many x labels as fit below. */
export function ChartAxes({ plot, points, colors, formatTick }: Props) {
  const stride = labelStride(points.length, Math.floor((plot.right - plot.left) / 80));
  return (
    <g aria-hidden="true" fill={colors.text}>
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
          // The last label ends at the plot's edge instead of running past it.
          <text
            key={p.key}
            x={i === points.length - 1 && points.length > 1 ? plot.x(i) + plot.band / 2 : plot.x(i)}
            y={plot.bottom + FONT_SIZE + 8}
            textAnchor={i === points.length - 1 && points.length > 1 ? 'end' : 'middle'}
          >
            {clip(p.label)}
          </text>
        ) : null,
      )}
    </g>
  );
}
