import { ChartFrame, chartSummary } from './chart-frame';
import type { ChartProps } from './chart-types';
import { FONT_SIZE, VIEW_WIDTH } from './geometry';
import { clip, niceTicks } from './scale';
import { useChartColors } from './use-chart-colors';

const ROW = 28;
const BAR = 16;
const LEFT = 180;
const RIGHT = VIEW_WIDTH - 80;
const TOP = 6;
const AXIS = 28;

/**
 * One horizontal bar per point, for named items (categories) whose labels would collide under
 * vertical bars: the name on the left, the value at the bar's end, value ticks below.
 */
export function HBarChart(props: Omit<ChartProps, 'height'>) {
  const { points, formatValue, formatTick = formatValue, color, title } = props;
  const colors = useChartColors(color);
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.value)));
  const ceiling = ticks[ticks.length - 1] || 1;
  const x = (value: number) => LEFT + (Math.max(0, value) / ceiling) * (RIGHT - LEFT);
  const bottom = TOP + points.length * ROW;
  const height = bottom + AXIS;
  return (
    <ChartFrame {...props} summary={chartSummary(title, 'bars', points, formatValue)} height={height}>
      <g aria-hidden="true" fill={colors.text}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={TOP} y2={bottom} stroke={tick === 0 ? colors.axis : colors.grid} strokeWidth={1} />
            <text x={x(tick)} y={bottom + FONT_SIZE + 8} textAnchor="middle">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <text key={p.key} x={LEFT - 8} y={TOP + i * ROW + ROW / 2} textAnchor="end" dominantBaseline="middle">
            {clip(p.label, 22)}
          </text>
        ))}
      </g>
      {points.map((p, i) => (
        <g key={p.key}>
          <rect data-bar={p.key} x={LEFT} y={TOP + i * ROW + (ROW - BAR) / 2} width={x(p.value) - LEFT} height={BAR} rx={3} fill={colors.mark}>
            <title>{`${p.label}: ${formatValue(p.value)}`}</title>
          </rect>
          <text aria-hidden="true" x={x(p.value) + 6} y={TOP + i * ROW + ROW / 2} dominantBaseline="middle" fill={colors.text}>
            {formatTick(p.value)}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}
