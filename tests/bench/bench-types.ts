/** What every benchmark file answers: one row per measurement in the printed table. */
export interface BenchResult {
  name: string;
  /** The measured numbers, already rounded for reading (e.g. { seconds: 14.2, 'products/s': 1408 }). */
  figures: Record<string, string | number>;
  /** The goal in words, e.g. '< 60 s'. */
  target?: string;
  /** Whether the goal was met; absent when there is no goal. */
  pass?: boolean;
}

export type Bench = () => Promise<BenchResult[]>;
