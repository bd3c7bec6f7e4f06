/** One point of a chart: its axis label and its value (cents for money, counts otherwise). */
export interface ChartPoint {
  key: string;
  label: string;
  value: number;
}

export interface ChartProps {
  title: string;
  /** What the labels name ('Day', 'Category') and what the values are ('Revenue'): headers of the hidden table. */
  labelHeader: string;
  valueHeader: string;
  points: ChartPoint[];
  formatValue: (value: number) => string;
  /** Short form for the y axis (e.g. $1.2k); defaults to formatValue. */
  formatTick?: (value: number) => string;
  /** Shown instead of the chart when there are no points. */
  empty: string;
  /** A Chakra colour token for the marks (default primary.solid). */
  color?: string;
  height?: number;
}
