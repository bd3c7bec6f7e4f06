import { ChartAxes } from './chart-axes';
import { ChartFrame, chartSummary } from './chart-frame';
import type { ChartProps } from './chart-types';
import { DEFAULT_HEIGHT, plotFor } from './geometry';
import { useChartColors } from './use-chart-colors';

/** A line through one marked point per day (or other step), on the same axes as BarChart. */
export function LineChart(props: ChartProps) {
  const { points, formatValue, formatTick = formatValue, color, height = DEFAULT_HEIGHT, title } = props;
  const colors = useChartColors(color);
  const plot = plotFor(points.length, Math.max(0, ...points.map((p) => p.value)), height, formatTick);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${plot.x(i).toFixed(1)},${plot.y(p.value).toFixed(1)}`).join(' ');
  const radius = points.length > 60 ? 1.5 : 3;
  const summary = chartSummary(title, 'points', points, formatValue);
  return (
    <ChartFrame {...props} summary={summary} height={height}>
      <ChartAxes plot={plot} points={points} colors={colors} formatTick={formatTick} />
      <path d={path} fill="none" stroke={colors.mark} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      {points.map((p, i) => (
        <circle key={p.key} data-point={p.key} cx={plot.x(i)} cy={plot.y(p.value)} r={radius} fill={colors.surface} stroke={colors.mark} strokeWidth={1.5}>
          <title>{`${p.label}: ${formatValue(p.value)}`}</title>
        </circle>
      ))}
    </ChartFrame>
  );
}
