import { ChartAxes } from './chart-axes';
import { ChartFrame, chartSummary } from './chart-frame';
import type { ChartProps } from './chart-types';
import { DEFAULT_HEIGHT, plotFor } from './geometry';
import { useChartColors } from './use-chart-colors';

/** One bar per point (a day, a category), drawn in SVG with theme colours. */
export function BarChart(props: ChartProps) {
  const { points, formatValue, formatTick = formatValue, color, height = DEFAULT_HEIGHT, title } = props;
  const colors = useChartColors(color);
  const plot = plotFor(points.length, Math.max(0, ...points.map((p) => p.value)), height, formatTick);
  const barWidth = Math.max(1, plot.band * 0.7);
  const summary = chartSummary(title, 'bars', points, formatValue);
  return (
    <ChartFrame {...props} summary={summary} height={height}>
      <ChartAxes plot={plot} points={points} colors={colors} formatTick={formatTick} />
      {points.map((p, i) => {
        const top = plot.y(p.value);
        return (
          <rect key={p.key} data-bar={p.key} x={plot.x(i) - barWidth / 2} y={top} width={barWidth} height={plot.bottom - top} rx={Math.min(3, barWidth / 4)} fill={colors.mark}>
            <title>{`${p.label}: ${formatValue(p.value)}`}</title>
          </rect>
        );
      })}
    </ChartFrame>
  );
}
